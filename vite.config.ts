import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 8080, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.ts reads the manifest to modulepreload each page's chunks, then deletes it.
    manifest: true,
    // No preload helper in the entry (≈ 4 KB gzip with its table of every chunk's dependencies): src/boot.ts
    // preloads the first page's chunks, and a later page's chunks load on hover or
    // click (routes.tsx preload) by their own imports. ADR 061.
    modulePreload: false,

    rolldownOptions: {
      output: {
        codeSplitting: {
          // Vite's preload helper in a chunk of its own: otherwise it lives in the entry (src/boot.ts), every lazy
          // chunk imports the entry, and loading one re-fetches the entry's stylesheet (src/index.css), which
          // scripts/prerender.ts inlines into every page (ADR 070).
          groups: [{ name: 'preload-helper', test: /preload-helper/ }],
        },
      },
    },
  },
})
