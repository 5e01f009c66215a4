import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { articleMarkdown } from './scripts/build/vite-article-plugin.ts'
import { comuniIndexPlugin } from './scripts/build/vite-comuni-index.ts'
import { resolvePublicEnv } from './src/config/env-schema.ts'

/**
 * The public configuration is checked before anything is built or served (docs/decisions/074-config-fails-loudly.md):
 * `npm run build:deploy` (RADICI_DEPLOY=1) refuses a missing, invalid or local value, naming the variable; any
 * other build or the dev server fills what is missing with the local stand-in's values and says so in one line.
 */
function checkEnv(mode: string, announce: boolean) {
  const deploy = process.env.RADICI_DEPLOY === '1'
  const { values, defaulted, warnings } = resolvePublicEnv(
    { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env },
    deploy,
  )
  // Vite reads VITE_* variables from process.env too: the checked (and defaulted) values are what it bakes in.
  Object.assign(process.env, values)
  if (announce) for (const warning of warnings) console.warn(`warning: ${warning}`)
  if (announce && defaulted.length) {
    console.log(
      `local build: ${defaulted.join(', ')} not set, using the local stand-in's values (not for deployment: npm run build:deploy)`,
    )
  }
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  checkEnv(mode, command === 'build' && !isSsrBuild && !process.env.VITEST)
  return {
    // comuniIndexPlugin: the comuni's search data, built from the ISTAT-derived package (ADR 100).
    plugins: [articleMarkdown(), react(), comuniIndexPlugin()],
    // The journey page's GEDCOM worker matches birth places against the same comuni data (ADR 154).
    worker: { format: 'es' as const, plugins: () => [comuniIndexPlugin()] },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // Test fixtures shared by unit, integration and e2e tests; only *.test.ts* files may import them (ADR 201).
        '@fixtures': fileURLToPath(new URL('./tests/fixtures', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 8080, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      // scripts/build/prerender.ts reads the manifest to list each page's chunks for src/boot.ts, then deletes it.
      manifest: true,
      // No preload helper in the entry (≈ 4 KB gzip with its table of every chunk's dependencies): src/boot.ts
      // preloads the first page's chunks, and a later page's chunks load on hover or
      // click (routes.tsx preload) by their own imports. ADR 061.
      modulePreload: false,
      // One stylesheet, the entry's (scripts/build/prerender.ts inlines the rules each page uses, src/boot.ts adds the
      // rest): with per-chunk CSS, every lazily imported chunk would fetch the whole stylesheet again (Vite's
      // preload helper treats the entry's CSS as a dependency of each dynamic import).
      cssCodeSplit: false,
      rolldownOptions: {
        // src/boot.ts: the only script of a prerendered page, which loads the app (index.html's src/main.tsx)
        // after the first paint (ADR 070). It imports nothing, so the app's chunks are split as if it did not exist.
        input: { index: 'index.html', boot: 'src/boot.ts' },
        output: {
          // A region's lazily loaded parts are named after it (sicily-article-….js, sicily-fallback-….js), not
          // after their file names, which every region shares (ADR 111).
          chunkFileNames(chunk) {
            const part = chunk.facadeModuleId?.match(
              /content\/regions\/([a-z]+)\/(article|fallback)\./,
            )
            return part ? `assets/${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js'
          },
          // React's DOM renderer in a chunk of its own: src/boot.ts evaluates it in a task of its own before the
          // app's, so the two are not one long task for the main thread (ADR 070).
          codeSplitting: {
            groups: [
              {
                name: 'react-dom',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-init\.ts$/,
              },
              // The browser's configuration in a chunk of its own, not in the app's entry: the journey page's early
              // story request (src/features/journey/api/early-story.ts) runs before the app, from its own fallback
              // page, and must not wait for the entry (docs/decisions/228-per-path-fallback.md).
              { name: 'env', test: /[\\/]src[\\/]config[\\/]env\.ts$/ },
              // cn() with clsx and tailwind-merge, as one chunk: the Insights page's chart library also imports
              // clsx, and left alone the split moved cn() into the entry and clsx into a chunk of its own,
              // which cost every public page ~0.5 KB gzip (ADR 172).
              {
                name: 'utils',
                test: /node_modules[\\/](clsx|tailwind-merge)[\\/]|[\\/]src[\\/]lib[\\/]utils\.ts$/,
              },
            ],
          },
        },
      },
    },
  }
})
