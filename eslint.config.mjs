import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-ssr',
      'data',
      '**/data',
      'apps/server/src/db/migrations',
      '**/*.config.*',
      'scripts/*.mjs',
      'scripts/*.d.mts',
      'e2e/test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Fastify plugins and handlers are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fastify', 'react'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@mp/server'], message: 'the web app never reaches the server' },
            {
              group: ['@hookform/resolvers/zod'],
              message: 'use shared/form/resolver.ts: it sets zod’s messages in Russian',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/form/resolver.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Import direction, checked on the resolved file of every import (design §1, practices "Layout and
  // boundaries"). Web: app → pages → features → shared → @mp/contract, never back up; a feature reaches
  // another feature only through that feature's index.ts. Server: platform adapters and the database
  // layer never depend on a domain module, and a module reaches another only through its index.ts. Contract: depends on no app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/*/src/**', 'packages/*/src/**'],
      'boundaries/elements': [
        // partialMatch: false: each pattern is matched from the repository root, not as a path suffix.
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-page', pattern: 'apps/web/src/pages/*', partialMatch: false, capture: ['page'] },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          partialMatch: false,
          capture: ['feature'],
        },
        { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
        { type: 'web-test', pattern: 'apps/web/src/test', partialMatch: false },
        {
          type: 'server-module',
          pattern: 'apps/server/src/modules/*',
          partialMatch: false,
          capture: ['module'],
        },
        { type: 'server-platform', pattern: 'apps/server/src/platform', partialMatch: false },
        { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
        { type: 'server', pattern: 'apps/server', partialMatch: false },
        { type: 'web', pattern: 'apps/web', partialMatch: false },
        { type: 'contract', pattern: 'packages/contract', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-page', 'web-app'] } } } },
              message: 'shared/ is the bottom web layer: it may not import features, pages or app',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { types: { anyOf: ['web-page', 'web-app'] } } } },
              message: 'features may not import pages or app (the layers go app → pages → features → shared)',
            },
            {
              from: { element: { type: 'web-page' } },
              disallow: { to: { element: { type: 'web-app' } } },
              message: 'pages may not import app (the layers go app → pages → features → shared)',
            },
            {
              from: { element: { type: 'web-test' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-page', 'web-app'] } } } },
              message: 'the web test helpers sit beside shared/: they may not import features, pages or app',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', fileInternalPath: '!index.ts' } },
              },
              message: 'a feature imports another feature only through its index.ts',
            },
            {
              from: { element: { type: 'server-module', fileInternalPath: '!{*.test.ts,test-support.ts}' } },
              disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
              message:
                'a server module imports another module only through its index.ts (its service, types and read models), never its repository or other files (record 0123)',
            },
            {
              from: { element: { types: { anyOf: ['server-platform', 'server-db'] } } },
              disallow: { to: { element: { type: 'server-module' } } },
              message: 'platform/ and db/ are below the domain modules: they may not import modules/',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { types: { anyOf: ['server', 'server-*', 'web', 'web-*'] } } } },
              message: 'the contract is imported by both apps and imports neither',
            },
          ],
        },
      ],
    },
  },
  // No import cycle in either app: between server modules it would mean two owners that need each other,
  // and any cycle makes the order modules start in matter. Type-only imports vanish at run time and are
  // not followed (import-x cannot count them; decision 0124).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows: TypeScript through typescript-eslint's parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A server module's routes speak HTTP and call their service; SQL is reached only through a service.
  {
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repository.ts', '**/*-repository.ts'],
              message: 'routes call their service; only services reach a repository',
            },
          ],
        },
      ],
    },
  },
);
