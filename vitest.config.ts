import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { findPostgresBinaries } from './supabase-local/pg-cluster.ts'
import viteConfig from './vite.config.ts'

const integration = {
  environment: 'node' as const,
  include: [
    'supabase-local/**/*.test.ts',
    'supabase/**/*.test.ts',
    'tests/integration/**/*.test.ts',
  ],
  globalSetup: ['./tests/integration/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
  restoreMocks: true,
}

/**
 * The real-PostgreSQL lane: the same integration tests against the stand-in on a PostgreSQL server (DATABASE_URL,
 * or a throwaway cluster when the server binaries are installed). Without either it is skipped with a message;
 * CI sets REQUIRE_POSTGRES=1, which turns the skip into a failure.
 */
function postgresLane(): TestProjectInlineConfiguration[] {
  if (process.env.DATABASE_URL || findPostgresBinaries()) {
    return [
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration-pg',
          // server.test.ts, database-types.test.ts and database.test.ts boot their own embedded databases: not the lane's database.
          exclude: [
            'supabase-local/server.test.ts',
            'supabase-local/database-types.test.ts',
            'supabase-local/database.test.ts',
            'supabase/**/*.test.ts',
          ],
          // Unit tests of the function's pure modules run once, in the PGlite lane.
          testTimeout: 30_000,
        },
      },
    ]
  }
  const message =
    'Real-PostgreSQL lane skipped: DATABASE_URL is not set and no PostgreSQL server binaries were found ' +
    '(install the postgresql package, or set DATABASE_URL=postgresql://… to a server you may create databases on).'
  if (process.env.REQUIRE_POSTGRES) throw new Error(message)
  console.warn(`\n  ${message}\n`)
  return []
}

/**
 * Three projects: `unit` (jsdom, the app's tests next to the code), `integration` (node, the real supabase-js
 * against the local stand-in on embedded PGlite, booted once per run by tests/integration/global-setup.ts) and
 * `integration-pg` (the same tests with the stand-in on a real PostgreSQL server).
 * Integration files run one after another: they share one database and reset it between tests.
 */
export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              globals: true,
              environment: 'jsdom',
              setupFiles: ['./tests/setup/vitest.setup.ts'],
              // A real HTTP server for the function client's tests (src/lib/functions).
              globalSetup: ['./tests/setup/answer-server.ts'],
              // scripts/**/*.test.ts: the scripts in their rooms (build, dev, generate, checks; ADR 201).
              include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
              css: false,
              restoreMocks: true,
              // userEvent-driven wizard tests take seconds on a busy 2-core machine; 5 s timed out under load.
              testTimeout: 20_000,
            },
          },
          { extends: true, test: { ...integration, name: 'integration' } },
          ...postgresLane(),
        ],
      },
    }),
  ),
)
