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
    // Widgets reach the library only through its two entries: the barrel and the teaching trace.
    files: ['src/components/**/*.{ts,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/*', '!**/lib/index', '!**/lib/teaching'],
              message: "Import the library from its barrel ('../../lib') or its teaching entry ('../../lib/teaching').",
            },
          ],
        },
      ],
    },
  },
);
