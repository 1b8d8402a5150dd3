import { getCollection, type CollectionEntry } from 'astro:content';

export type Chapter = CollectionEntry<'chapters'>;

/** All chapters in reading order. Two chapters with the same `order` fail the build. */
export async function getChapters(): Promise<Chapter[]> {
  const chapters = (await getCollection('chapters')).sort((a, b) => a.data.order - b.data.order);
  for (let i = 1; i < chapters.length; i++) {
    if (chapters[i].data.order === chapters[i - 1].data.order) {
      throw new Error(
        `content/${chapters[i].id}.mdx: frontmatter field "order" is ${chapters[i].data.order}, the same as content/${chapters[i - 1].id}.mdx`,
      );
    }
  }
  return chapters;
}

/** "Chapter 3" for numbered chapters, "Introduction" style label for order 0. */
export function chapterLabel(chapter: Chapter): string {
  return chapter.data.order === 0 ? 'Start here' : `Chapter ${chapter.data.order}`;
}

/** The book's parts, by chapter order: what the Introduction promises. */
export const PARTS = [
  { title: 'Part I: From vectors to the intercept', from: 1, to: 6 },
  { title: 'Part II: Gravity', from: 7, to: 8 },
  { title: 'Part III: The game around the math', from: 9, to: Infinity },
] as const;

/** Chapters grouped by part, in order; the Introduction stands alone before Part I. */
export function groupByPart(chapters: Chapter[]): { title: string | null; chapters: Chapter[] }[] {
  const groups = [
    { title: null as string | null, chapters: chapters.filter((c) => c.data.order === 0) },
    ...PARTS.map((p) => ({
      title: p.title as string | null,
      chapters: chapters.filter((c) => c.data.order >= p.from && c.data.order <= p.to),
    })),
  ];
  return groups.filter((g) => g.chapters.length > 0);
}
