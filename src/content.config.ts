import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { chapterSchema } from './content/schema';

/**
 * Every MDX file in `content/` is a chapter; its frontmatter must match
 * `chapterSchema`. CONTENT_DIR points elsewhere only for the test that checks
 * a bad chapter fails the build.
 */
const chapters = defineCollection({
  loader: glob({ pattern: '*.mdx', base: process.env.CONTENT_DIR || './content' }),
  schema: chapterSchema,
});

export const collections = { chapters };
