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
    // No preload helper in the entry (≈ 4 KB gzip with its table of every chunk's dependencies): the prerender
    // writes <link rel="modulepreload"> for the first page's chunks, and a later page's chunks load on hover or
    // click (routes.tsx preload) by their own imports. ADR 061.
    modulePreload: false,
  },
})
