import { defineConfig } from 'vitest/config';

const ASTRO_TESTS = ['tests/**/*.astro.test.ts', 'tests/components/kit/snapshots.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**', ...ASTRO_TESTS],
          environment: 'node',
        },
      },
      // Components rendered with Astro's container API need Astro's Vite plugins.
      './vitest.astro.config.ts',
    ],
  },
});
