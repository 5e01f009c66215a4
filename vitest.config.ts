import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Two projects: `unit` (jsdom, the app's tests next to the code) and `integration` (node, the real
 * supabase-js against the local stand-in, booted once per run by tests/integration/global-setup.ts).
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
              include: ['src/**/*.test.{ts,tsx}'],
              css: false,
              restoreMocks: true,
              // userEvent-driven wizard tests take seconds on a busy 2-core machine; 5 s timed out under load.
              testTimeout: 20_000,
            },
          },
          {
            extends: true,
            test: {
              name: 'integration',
              environment: 'node',
              include: [
                'supabase-local/**/*.test.ts',
                'supabase/**/*.test.ts',
                'tests/integration/**/*.test.ts',
              ],
              globalSetup: ['./tests/integration/global-setup.ts'],
              fileParallelism: false,
              // supabase-js needs a global WebSocket, which Node 20 has only behind this flag.
              execArgv: ['--experimental-websocket'],
              testTimeout: 20_000,
              hookTimeout: 60_000,
              restoreMocks: true,
            },
          },
        ],
      },
    }),
  ),
)
