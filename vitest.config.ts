import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ASTRO_TESTS = ['tests/**/*.astro.test.ts', 'tests/components/figures/snapshots.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default keeps a core for its main process (cores − 1): one worker on a 2-core machine, where
    // the main process is mostly idle. Two workers there: `npx vitest run` 114 → 95 s in issue 35's run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
