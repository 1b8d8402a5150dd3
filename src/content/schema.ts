import { z } from 'astro/zod';

/** A work the chapter draws on, listed in its "Sources" section. */
export const sourceSchema = z.object({
  /** Author or authors as they should be printed. */
  author: z.string().min(1),
  /** Title of the article, post or paper. */
  title: z.string().min(1),
  /** Where and when it appeared, e.g. "CodeProject, 2015". */
  venue: z.string().min(1).optional(),
  /** Its address, only where one is known (never a guess): without it the page cites author, title and venue, unlinked. */
  url: z.url().optional(),
  /** What the reader will find there, in one sentence. */
  note: z.string().optional(),
});

/** The frontmatter every chapter must carry. A bad field fails the build, naming the file and the field. */
export const chapterSchema = z.object({
  title: z.string().min(1),
  /** Position in the book: 0 for the Introduction, then 1, 2, … */
  order: z.number().int().min(0),
  /** One line for the table of contents. */
  summary: z.string().min(1).max(200),
  /** Short title for navigation, when the full title is long. */
  short: z.string().optional(),
  sources: z.array(sourceSchema).default([]),
});

export type ChapterFrontmatter = z.infer<typeof chapterSchema>;
export type Source = z.infer<typeof sourceSchema>;
