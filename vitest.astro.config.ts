/// <reference types="vitest/config" />
/**
 * Tests that render .astro components (Astro's container API needs Astro's
 * Vite plugins): the figures' first-state snapshots. A project of
 * vitest.config.ts, so `npm run test:unit` runs them with the rest.
 */
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    name: 'astro',
    include: ['tests/**/*.astro.test.ts', 'tests/components/figures/snapshots.test.ts'],
    environment: 'node',
  },
});
