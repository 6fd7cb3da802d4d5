import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import {
  backOfficeApart,
  buildInfo,
  deferEntryScriptUntilPainted,
  eagerCompileEntry,
  guardFirstLoad,
  lazyServerFnFetcher,
  precompressClientFiles,
} from './scripts/vite-plugins.ts'
import { serverFunctionIdOf } from './src/server/http/body-limit.ts'

export default defineConfig({
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Everything the entry imports statically is one file: it all loads on every page anyway,
          // and as ~35 files each compressed on its own it cost ~10 KB gzip more and ~35 requests
          // on a phone's slow link (decision 0021, fourth round). Pages' own code stays in its chunks.
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
          treeshake: {
            // The contract's zod schemas only declare values. In the browser the server functions'
            // validators that use them are compiled away, and without this rule their modules'
            // top-level schema calls (and full zod) would still ship (docs/decisions/0021).
            // Likewise src/server/: middleware whose server half is compiled away still imports
            // it, and the logger (pino) or the request context must not ship for nothing.
            moduleSideEffects: (id: string) => (/\/src\/(contract|server)\/.+\.ts$/.test(id) ? false : undefined),
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      // The picture uploads get fixed ids, so the server and nginx can give them their larger body
      // limit (src/server/http/body-limit.ts); every other server function keeps its hashed id.
      serverFns: { generateFunctionId: ({ filename, functionName }) => serverFunctionIdOf(filename, functionName) },
      router: {
        codeSplittingOptions: {
          // A back-office page's loader (its queries and server-function calls) loads with the page,
          // never in a visitor's first load; the storefront's own routes keep the default.
          splitBehavior: ({ routeId }) =>
            routeId.startsWith('/{-$locale}/staff/') || routeId === '/{-$locale}/news/new'
              ? [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']]
              : undefined,
        },
      },
    }),
    viteReact(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    tailwindcss(),
    buildInfo(),
    backOfficeApart(),
    guardFirstLoad(),
    lazyServerFnFetcher(),
    deferEntryScriptUntilPainted(),
    eagerCompileEntry(),
    precompressClientFiles(),
  ],
})
