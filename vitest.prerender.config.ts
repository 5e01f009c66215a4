import { defineConfig } from 'vitest/config'

/** The raw-HTML checks of the prerendered build (tests/prerender): node, no DOM, reads dist/. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/prerender/**/*.test.ts'],
  },
})
