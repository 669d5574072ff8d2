import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { featureCycles } from './tools/eslint/feature-cycles.js';
import { filenameCase } from './tools/eslint/filename-case.js';
import { serverFeatureLayers } from './tools/eslint/server-feature-layers.js';
import { typeAwareFiles } from './tools/eslint/type-aware-files.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      cofound: {
        rules: {
          'feature-boundaries': featureBoundaries,
          'feature-cycles': featureCycles,
          'filename-case': filenameCase,
          'server-feature-layers': serverFeatureLayers,
        },
      },
    },
    rules: {
      'cofound/feature-boundaries': 'error',
      'cofound/feature-cycles': 'error',
      'cofound/filename-case': 'error',
      'cofound/server-feature-layers': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or catches hides its failure.
    files: typeAwareFiles,
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './apps/web/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // One transaction style: the service opens the unit of work (docs/decisions/0013).
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'A repository never opens a transaction: the service calls repository.transaction((queries, tx) => ...).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'path',
            'react',
            'fastify',
            'drizzle-orm*',
            '@cofound/server*',
            '@cofound/web*',
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'tools/**',
      'apps/server/src/main.ts',
      'apps/server/src/db/seed/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
