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
