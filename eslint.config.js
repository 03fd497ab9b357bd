import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/import-cycles.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/dist/',
      '**/.react-router/',
      'apps/web/public/generated/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Modules that import each other, directly or round a circle, cannot be understood (or loaded) one at a time. Types
    // count too: import-x's no-cycle skips `import type`, and missed every circle this project had (scripts/lint).
    files: ['{apps,packages,content}/**/*.{ts,tsx}'],
    plugins: { local: importCycles },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['apps/web/app/**/*.tsx', 'apps/admin/app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}', 'apps/admin/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features stand alone: one feature never imports another (DESIGN.md, habit 5).
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A sibling folder (`../news/...`) is another feature.
            { regex: '^\\.\\./(?!\\.)', message: 'Features must not import other features.' },
            // So is any relative path that passes through a `features` folder, however far up it goes first
            // (`../../features/news/...`, `../../../web/app/features/news/...`, `./../../features/news`).
            { regex: '^\\.\\.?/(?:[^/]+/)*features/', message: 'Features must not import other features.' },
          ],
        },
      ],
      // The same paths in a dynamic `import()`, which no-restricted-imports does not read.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^\\.\\.\\/(?!\\.)|^\\.\\.?\\/(?:[^/]+\\/)*features\\//]',
          message: 'Features must not import other features.',
        },
      ],
    },
  },
  {
    // Content is data: it never imports rendering code.
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'react', 'react-router'] }] }],
    },
  },
);
