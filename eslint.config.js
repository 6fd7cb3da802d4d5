import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { layerRules } from './eslint.layers.js'

/** Modules that hold secrets, the database or Node APIs; a browser bundle must never import them. */
const serverOnlyImports = {
  patterns: [
    {
      group: ['**/*.server', '**/*.server.ts', '**/server/db/**', '**/domain/**', '**/dealer-api/app', '**/dealer-api/server-app'],
      message: 'Server-only module: reach it through a server function (*.functions.ts).',
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.test-data/**',
      '.stryker-tmp/**',
      'mutation/reports/**',
    ],
  },
  ...tseslint.configs.recommended,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts report to their terminal.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ['tests/e2e/**', 'tests/http/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/components/**', 'src/routes/**', 'src/features/**/components/**', 'src/lib/**'],
    ignores: ['src/routes/api/**'],
    rules: { 'no-restricted-imports': ['error', serverOnlyImports] },
  },
  {
    // Screens are built from the UI primitives (docs/decisions/0035-ui-primitives-and-page-seo.md): they carry the
    // labels, error wiring, focus styles and touch targets a hand-written control would forget.
    files: ['src/routes/**/*.tsx', 'src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(button|input|select|textarea)$/]',
          message:
            'Use the primitives in src/components/ui (Button, Input, Select, Textarea, Checkbox, Radio, inside a Field) instead of a raw form element.',
        },
      ],
    },
  },
  ...layerRules,
)
