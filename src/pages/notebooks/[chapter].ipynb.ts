/**
 * Each chapter's cells as a Jupyter notebook (`/notebooks/<chapter>.ipynb`):
 * the cells in the order the book runs them, their titles between them, and
 * the outputs the build gave them (the same run as the page's, through
 * runPageAtBuild). The file imports the library from the kit the site serves.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPageAtBuild } from '../../components/notebook/build-runner';
import { chapterDoc, chapterTitle } from '../../components/notebook/chapter-notebook';
import { FIRST_STATES } from '../../components/figures/registry';
import { KIT_NAMES } from '../../components/notebook/kit-names';
import { toIpynb } from '../../components/notebook/ipynb';
import { kitUrl } from '../../components/notebook/kit-bundle';
import { chartSvg } from '../../components/notebook/kit-plot';
import { cellsOfMdx } from '../../components/notebook/page-cells';
import { DEFAULT_TIMEOUT } from '../../components/notebook/source';

export const prerender = true;

const CONTENT = join(process.cwd(), process.env.CONTENT_DIR || 'content');

export const getStaticPaths = (() =>
  readdirSync(CONTENT)
    .filter((f) => f.endsWith('.mdx') && cellsOfMdx(readFileSync(join(CONTENT, f), 'utf8')).length > 0)
    .map((f) => ({ params: { chapter: f.replace(/\.mdx$/, '') } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  // The page's own key and limits (Cell.astro): the chapter's run is computed once for both.
  const file = join(CONTENT, `${params.chapter}.mdx`);
  const mdx = readFileSync(file, 'utf8');
  const cells = cellsOfMdx(mdx);
  const figures = Object.fromEntries(Object.entries(FIRST_STATES).map(([name, state]) => [name, state()]));
  const limitMs = (t: number | undefined) => 5 * (t && t > 0 ? Math.round(t * 1000) : DEFAULT_TIMEOUT);
  const run = await runPageAtBuild(
    file,
    cells.map((c) => ({ ...c, limitMs: limitMs(c.timeout) })),
    figures,
  );
  const doc = chapterDoc(chapterTitle(mdx) ?? String(params.chapter), cells, run);
  const body = toIpynb(doc, {
    kitUrl: kitUrl(import.meta.env.SITE ?? 'http://localhost/', import.meta.env.BASE_URL),
    names: KIT_NAMES,
    svgOf: chartSvg,
    figures,
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ipynb+json; charset=utf-8' } });
};
