// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The solver library is pure math: nothing from components, the DOM or Astro.
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/components/**', 'astro', 'astro:*', '@observablehq/*'], message: 'src/lib stays pure.' },
          ],
        },
      ],
    },
  },
  {
    // Widgets reach the library only through the package's four entries: the front door (lib), lib/vec, lib/motion
    // and lib/numeric (the package's `/numerics`).
    files: ['src/components/**/*.{ts,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/*', '**/lib/*/**', '!**/lib/index', '!**/lib/vec', '!**/lib/motion', '!**/lib/numeric'],
              message:
                "Import the library from its entries: '../../lib' (the front door), 'lib/vec', 'lib/motion' or 'lib/numeric'.",
            },
          ],
        },
      ],
    },
  },
);
