import type { Page } from '@playwright/test';
export { builtPages } from '../../scripts/pages.mjs';

/** A file-system-safe name for a page path, for screenshots. */
export function pageName(path: string): string {
  return path.replace(/\/$/, '').replace(/[/.]/g, '-') || 'home';
}

/** Collects everything that went wrong while a page loaded: console errors, page errors, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    const expected404 = r.url().endsWith('404.html') || r.url().includes('/missing-page');
    if (r.status() >= 400 && !expected404) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/** Wait until every widget on the page has wired up. */
export async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-widget]')).every((w) => (w as HTMLElement).dataset.ready === 'true'),
  );
}

/** The text of a widget's readout. */
export async function readout(page: Page, name: string, within = 'body'): Promise<string> {
  return (await page.locator(within).locator(`[data-readout="${name}"]`).first().textContent()) ?? '';
}
