/**
 * The chapters' `sources:` cite the curriculum's sources as the curriculum
 * knows them, and invent nothing. Each chapter's frontmatter is read as the
 * build reads it (Astro's parser, then `chapterSchema`).
 *
 * CURRICULUM is the list of sources the book was commissioned with, each with
 * what is known of it: author, title, where it appeared, and an address only
 * where one is known. James McNeill's post has no known address, so it is
 * cited by author, title and blog name, never linked; Marcus Daley's study card
 * has none either. Wucher's article is linked at the address that code citing
 * it, with his name, gives (GameDev.net article r3884); Oberberger's at
 * CodeProject article 990452.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { chapterSchema, type Source } from '../../src/content/schema';

const CONTENT = process.env.CONTENT_DIR || 'content';

/** An address a McNeill note once linked to: no source gives it, so no page may. */
const INVENTED = /playtechs\.blogspot\.com|aiming-at-moving-target/i;

interface Known {
  author: string;
  title: string;
  /** The venue exactly, as the chapters print it. */
  venue: string;
  /** The one address known for it, or none: then a chapter must not link it. */
  url?: string;
}

const CURRICULUM: readonly Known[] = [
  {
    author: 'Mike Oberberger',
    title: 'Interception of Two Moving Objects in 2D Space',
    venue: 'CodeProject, 2015',
    url: 'https://www.codeproject.com/Articles/990452/Interception-of-Two-Moving-Objects-in-D-Space',
  },
  {
    author: 'James Wucher',
    title: 'Shooting At Stuff',
    venue: 'GameDev.net, 2014',
    url: 'https://www.gamedev.net/tutorials/programming/math-and-physics/shooting-at-stuff-r3884/',
  },
  { author: 'James McNeill', title: 'Leading the target', venue: 'playtechs blog' },
  {
    author: 'Marcus Daley',
    title: 'MRC-MATH-S001: Vector Intercept (Lead Target Prediction)',
    venue: 'study card of the WizardJam project (Unreal Engine 5), February 2026',
  },
  { author: 'Jochen Schwarze', title: 'Cubic and Quartic Roots', venue: 'Graphics Gems I, Academic Press, 1990' },
  {
    author: 'Cem Yuksel',
    title: 'High-Performance Polynomial Root Finding for Graphics',
    venue: 'Proceedings of the ACM on Computer Graphics and Interactive Techniques 5(3), HPG 2022',
  },
];

const files = readdirSync(CONTENT).filter((f) => f.endsWith('.mdx'));
const chapters = files.map((file) => {
  const raw = readFileSync(join(CONTENT, file), 'utf8');
  const data = chapterSchema.parse(parseFrontmatter(raw).frontmatter);
  return { file, raw, sources: data.sources };
});
const cited = chapters.flatMap(({ file, sources }) => sources.map((source, i) => ({ where: `${file} #${i}`, source })));

/** The curriculum entry a source cites: same author, or same title (a misattributed title counts too). */
const knownFor = (s: Source) => CURRICULUM.find((k) => k.author === s.author || k.title === s.title);

describe('chapter sources', () => {
  it('every chapter has its frontmatter read and checked', () => {
    expect(chapters.length).toBeGreaterThan(0);
    expect(cited.length).toBeGreaterThan(0);
  });

  it('no chapter carries the invented McNeill address, in a source or anywhere in its text', () => {
    for (const { file, raw } of chapters) expect(raw, file).not.toMatch(INVENTED);
  });

  it('each curriculum source is cited as the curriculum knows it: author, title, venue, and a link only where known', () => {
    const seen = new Set<string>();
    for (const { where, source } of cited) {
      const known = knownFor(source);
      if (!known) continue;
      seen.add(known.author);
      const { author, title, venue, url } = source;
      expect({ author, title, venue, url }, where).toEqual({
        author: known.author,
        title: known.title,
        venue: known.venue,
        url: known.url,
      });
    }
    // McNeill, Daley and the rest are all cited somewhere: a renamed author would otherwise slip past.
    expect([...seen].sort()).toEqual(CURRICULUM.map((k) => k.author).sort());
  });

  it('McNeill’s post and Daley’s study card are never linked', () => {
    const unlinked = cited.filter(({ source }) => /McNeill|Daley/.test(source.author));
    expect(unlinked.length).toBeGreaterThan(0);
    for (const { where, source } of unlinked) expect(source.url, where).toBeUndefined();
  });

  it('the prose credits Marcus Daley in every paragraph that draws on his study card', () => {
    const card = /study card|MRC-MATH|WizardJam|Snitch Sprint|lead[- ]prediction notes/i;
    let uses = 0;
    for (const { file, raw } of chapters) {
      const body = raw.replace(/^---\n[\s\S]*?\n---\n/, '');
      for (const paragraph of body.split(/\n\s*\n/).filter((p) => card.test(p))) {
        uses++;
        expect(paragraph, file).toMatch(/Marcus Daley/);
      }
    }
    expect(uses).toBeGreaterThan(0);
  });

  it('a work cited in several chapters is cited the same way in each (venue and link)', () => {
    const byWork = new Map<string, { where: string; venue?: string; url?: string }>();
    for (const { where, source } of cited) {
      const key = `${source.author} — ${source.title}`;
      const first = byWork.get(key);
      if (!first) byWork.set(key, { where, venue: source.venue, url: source.url });
      else
        expect({ venue: source.venue, url: source.url }, `${where} against ${first.where}`).toEqual({
          venue: first.venue,
          url: first.url,
        });
    }
  });
});
