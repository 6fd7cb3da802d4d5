import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { buildInfo, scopeStylesheet } from './scripts/vite-plugins.ts'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 3000 },
  plugins: [
    tanstackStart(),
    viteReact(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    tailwindcss(),
    buildInfo(),
    scopeStylesheet({ file: /\/node_modules\/aos\/dist\/aos\.css$/, scope: 'html.aos-enabled' }),
  ],
})
