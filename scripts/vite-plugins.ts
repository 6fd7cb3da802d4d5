/**
 * Build-time plugins of our own, used by vite.config.ts. Runs under Node 22 with type stripping,
 * so only erasable TypeScript is allowed here.
 */
import { execFileSync } from 'node:child_process'
import type { Plugin } from 'vite'

/** The descriptor of the build being made: the commit it comes from and when it was made. */
function describeBuild(now = Date.now()): { id: string; builtAt: number } {
  let commit = 'local'
  try {
    commit =
      execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || commit
  } catch {
    // Building from an archive without git history: the time alone still tells builds apart.
  }
  return { id: `${commit}-${now.toString(36)}`, builtAt: now }
}

/**
 * Compiles this build's descriptor into the browser and server bundles as `__BUILD_INFO__`
 * (see src/lib/build/build-info.ts); one value for both, since both come from one config load.
 */
export function buildInfo(): Plugin {
  // Vite loads the config anew for each environment it builds; the descriptor must not change
  // in between, or the browser would take the server's build for a newer one.
  const shared = globalThis as { storefrontBuild?: { id: string; builtAt: number } }
  const build = (shared.storefrontBuild ??= describeBuild())
  return {
    name: 'storefront:build-info',
    config: () => ({ define: { __BUILD_INFO__: JSON.stringify(build) } }),
  }
}

/**
 * Nests every rule of the matching stylesheets under `scope`, so they apply only once the page
 * opts in. Used for the scroll-animation library's stylesheet, which hides `[data-aos]` elements
 * until its script reveals them: server HTML must stay readable without JavaScript.
 * Build-time CSS tools flatten the nesting for older browsers.
 */
export function scopeStylesheet({ file, scope }: { file: RegExp; scope: string }): Plugin {
  return {
    name: 'storefront:scope-stylesheet',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0] ?? id)) return null
      return { code: `${scope}{${code}}`, map: null }
    },
  }
}

const precompressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/

/**
 * Writes brotli (`.br`) and gzip (`.gz`) twins of the browser build's text files, at the highest
 * levels, so the production server sends them ready-made instead of compressing the same script
 * again for every visitor (see server/serve.ts).
 */
export function precompressClientFiles(): Plugin {
  return {
    name: 'storefront:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { readdir, readFile, writeFile } = await import('node:fs/promises')
      const { join } = await import('node:path')
      const { promisify } = await import('node:util')
      const zlib = await import('node:zlib')
      const brotli = promisify(zlib.brotliCompress)
      const gzip = promisify(zlib.gzip)
      const outDir = this.environment.config.build.outDir
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && precompressible.test(entry.name))
          .map(async (entry) => {
            const file = join(entry.parentPath, entry.name)
            const bytes = await readFile(file)
            if (bytes.length < 1024) return
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
              }),
              gzip(bytes, { level: 9 }),
            ])
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
          }),
      )
    },
  }
}
