/**
 * BaseLayout's head: a canonical link (and the sitemap's) only when the build
 * knows the site's origin (SITE_URL → astro.config.mjs `site`), and then on
 * that origin, with the base path. tests/browser/pages.spec.ts checks the
 * same of a whole build without SITE_URL.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import BaseLayout from '../../src/layouts/BaseLayout.astro';

async function head(site: string | undefined, path: string) {
  const container = await AstroContainer.create({ astroConfig: site ? { site } : {} });
  const html = await container.renderToString(BaseLayout, {
    props: { title: 'Vectors', description: 'Arrows.' },
    request: new Request(`http://localhost${path}`),
  });
  return parseHTML(html).document;
}

describe('BaseLayout head', () => {
  it('with a site: the canonical link is the page on that origin, and the sitemap is linked', async () => {
    const doc = await head('https://someone.github.io', '/leading-the-target/chapters/vectors/');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://someone.github.io/leading-the-target/chapters/vectors/',
    );
    expect(doc.querySelector('link[rel="sitemap"]')).not.toBeNull();
  });

  it('without a site: no canonical link and no sitemap link, rather than a made-up host', async () => {
    const doc = await head(undefined, '/chapters/vectors/');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('link[rel="sitemap"]')).toBeNull();
  });
});
