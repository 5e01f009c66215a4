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
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
})
