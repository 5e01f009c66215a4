import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries of docs/decisions/001-layout-and-import-rules.md, enforced with ESLint's own `no-restricted-imports`:
 * shared → features → app, features never import each other, and src never imports tests or the backend.
 * Cross-layer imports use the `@/` alias, so a pattern on the alias is a pattern on the layer.
 */
// Every folder under src/features is a feature: a new one is guarded the day it is created (ADR 198).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const upward = { group: ['../*/**', '../../**'], message: 'Import other layers through "@/…".' }
const outsideSrc = {
  group: ['**/tests/**', '**/supabase-local/**', '**/supabase/**'],
  message: 'src must not import tests or the backend.',
}

const buildTimeOnly = {
  group: ['marked'],
  message:
    'Markdown is rendered at build time only (scripts/build/vite-article-plugin.ts, ADR 110): import `./x.md?article`.',
}

function restrict(...groups) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [upward, outsideSrc, buildTimeOnly, ...groups] },
    ],
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'supabase/functions/**/index.ts',
      '.supabase-local-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrict(),
    },
  },
  {
    files: ['src/content/**', 'src/config/**'],
    rules: restrict({
      // The one exception: the values the database's CHECK constraints allow (generated data, no code).
      group: ['@/lib/**', '!@/lib/database-values', '@/components/**', '@/features/**', '@/app/**'],
      message:
        'content and config import only each other (and the generated @/lib/database-values).',
    }),
  },
  {
    files: ['src/lib/**', 'src/components/**'],
    rules: restrict({
      group: ['@/features/**', '@/app/**'],
      message: 'Shared layers must not import features or app.',
    }),
  },
  {
    // src/lib is below content: data it needs from src/content is passed in (ADR 202), never imported.
    files: ['src/lib/**'],
    ignores: ['src/lib/article/render-markdown.ts', 'src/lib/article/render-markdown.test.ts'],
    rules: restrict({
      group: ['@/features/**', '@/app/**', '@/content/**'],
      message: 'src/lib imports neither features, app nor content (content is passed in: ADR 202).',
    }),
  },
  {
    // The build-time renderer, run by the Vite plugin in Node: the one module of src/ that may import marked.
    files: ['src/lib/article/render-markdown.ts', 'src/lib/article/render-markdown.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upward,
            outsideSrc,
            {
              group: ['@/features/**', '@/app/**', '@/content/**'],
              message: 'src/lib imports neither features, app nor content (ADR 202).',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict({
      group: [
        '@/app/**',
        ...features.filter((other) => other !== feature).map((other) => `@/features/${other}/**`),
      ],
      message:
        'A feature imports shared layers and its own folder only, never another feature or app.',
    }),
  })),
  {
    files: ['supabase-local/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '@/**'], message: 'The stand-in must not import the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '@/**', '../../../**'],
              message: 'Functions import their folder and _shared only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared test fixtures (tests/fixtures, alias @fixtures): a test may import them, the app never (ADR 201).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@fixtures/**'], message: 'Only tests import the test fixtures.' }],
        },
      ],
    },
  },
)
