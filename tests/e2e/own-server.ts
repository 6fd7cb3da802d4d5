import { spawn } from 'node:child_process'
import { freshDataDir, type TemplateVariant } from './data-dir'
import { deliveriesOf, type Deliveries } from './deliveries'
import { endWithWorker } from './end-with-worker'

/**
 * A server of a spec's own: the same production build, data template and delivery sink as the
 * shared server (suite-server.ts), on `port`. Only for a reason the spec writes down: state every
 * other test would see (dealer settings, the page cache's clearing), a template of
 * its own. Everything else runs on the shared server (docs/decisions/0074).
 */
export type OwnServer = Deliveries & {
  base: string
  port: number
  output(): string
  stop(): void
}

type OwnServerOptions = {
  /**
   * Added to the suite server's settings (e.g. PUBLIC_ORIGIN; E2E_TRUST_PROXY:
   * 'false' for a server that, as the product does by default, believes no X-Forwarded-* header).
   */
  env?: Record<string, string>
  /** A data template of the spec's own (data-dir.ts), instead of the suite's. */
  variant?: TemplateVariant
}

export async function startOwnServer(port: number, { env = {}, variant }: OwnServerOptions = {}): Promise<OwnServer> {
  const base = `http://localhost:${port}`
  // Something already answering here (a server left by an aborted run) would answer in its place.
  const stray = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  )
  if (stray) throw new Error(`port ${port} is already in use: stop the server left there first`)
  const dataDir = `.test-data/e2e-own-${port}`
  freshDataDir(dataDir, variant)
  const child = spawn(process.execPath, ['tests/e2e/suite-server.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that the server it starts ends with it (endWithWorker below).
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RENDER_WORKERS: '1', E2E_DATA_READY: '1', ...env },
  })
  endWithWorker(child, 'SIGKILL', { group: true })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited = false
  child.once('exit', () => (exited = true))
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (exited || attempt > 600) {
      child.kill('SIGKILL')
      throw new Error(`the server on port ${port} did not start:\n${output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    ...deliveriesOf(port),
    base,
    port,
    output: () => output,
    stop: () => void child.kill('SIGTERM'),
  }
}
