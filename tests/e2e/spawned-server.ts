import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { endWithWorker } from './end-with-worker'

/** A production server process a spec starts itself (`server/serve.ts`), with what it printed. */
export type SpawnedServer = {
  port: number
  process: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

type SpawnOptions = {
  /** Added to the production defaults (PORT, HOST, NODE_ENV, LOG_LEVEL). */
  env: Record<string, string>
  /** Polled until it answers 2xx: `/api/ready` for a server that must also reach its database. */
  readyPath?: string
  /** Sees each complete line the server writes to stdout (e.g. the console SMS transport's). */
  onLine?: (line: string) => void
}

/**
 * Starts `server/serve.ts` on 127.0.0.1:`port` and waits until `readyPath` answers; a server that
 * exits or never answers within two minutes is killed and its output thrown, so a failed start
 * reads as its own error rather than as a failed assertion later.
 */
export async function spawnServer(port: number, { env, readyPath = '/api/ready', onLine }: SpawnOptions): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['server/serve.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
  })
  endWithWorker(child)
  let output = ''
  let partial = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (!onLine) return
    partial += chunk.toString()
    const lines = partial.split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) onLine(line)
  })
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return { port, process: child, output: () => output, exited }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`the server on port ${port} did not start:\n${output}`)
}

/** Whether a new TCP connection to `port` on 127.0.0.1 is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}
