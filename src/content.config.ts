import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { chapterSchema } from './content/schema';

/** Every MDX file in `content/` is a chapter; its frontmatter must match `chapterSchema`. */
const chapters = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content' }),
  schema: chapterSchema,
});

export const collections = { chapters };
