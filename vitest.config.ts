import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import viteReact from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [viteReact(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  define: { __BUILD_INFO__: JSON.stringify({ id: 'test-build', builtAt: 0 }) },
  test: {
    // Data-layer suites open real databases; two cores do not gain from more parallel files.
    maxWorkers: 2,
    // Migrated and seeded databases that each suite's test database copies (testing.server.ts).
    globalSetup: ['./tests/db-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts', '*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
  },
})
