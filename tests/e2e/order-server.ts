import { spawn, type ChildProcess } from 'node:child_process'
import { freshDataDir } from './data-dir'
import { endWithWorker } from './end-with-worker'

/**
 * A production server of its own for the order tests, whose log shows the console SMS provider's
 * lines (`{"message":"sms","to":"+9665…","text":"…"}`), so a test reads the code a visitor would get
 * by text message. The suite's shared server logs warnings only.
 */
export type OrderServer = {
  base: string
  /** The newest code sent to `mobile` (E.164) after the `since`-th text message to it. */
  codeFor(mobile: string, since?: number): Promise<string>
  /** How many text messages `mobile` has received so far. */
  messagesTo(mobile: string): number
  /** Every text message sent so far. */
  texts(): { to: string; text: string }[]
  /**
   * Moves the server's clock forward by `TEST_CLOCK_STEP_MS` (server-clock.ts, preloaded when that
   * variable is given) and resolves once the server has moved it.
   */
  moveClock(): Promise<void>
  stop(): void
}

export async function startOrderServer(
  port: number,
  env: Record<string, string> = {},
  /** Runs on the fresh data directory (migrated, demo catalogue in it) before the server opens it (e.g. to create staff accounts). */
  prepare?: (dataDir: string) => Promise<void>,
): Promise<OrderServer> {
  // Something already answering here (a server left by an aborted run) would answer in its place.
  const stray = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  )
  if (stray) throw new Error(`port ${port} is already in use: stop the server left there before running the order tests`)
  const dataDir = `.test-data/e2e-orders-${port}`
  freshDataDir(dataDir)
  await prepare?.(dataDir)
  // A clock the test moves, in this test server only (the product has no such knob).
  const clock = env.TEST_CLOCK_STEP_MS ? ['--import', new URL('./server-clock.ts', import.meta.url).href] : []
  const server: ChildProcess = spawn(process.execPath, [...clock, 'server/serve.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', RENDER_WORKERS: '1', ...env },
  })
  endWithWorker(server)
  const messages: { to: string; text: string }[] = []
  let output = ''
  let pending = ''
  let clockMoves = 0
  server.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      output += `${line}\n`
      if (line.includes('"message":"test clock moved"')) clockMoves += 1
      if (!line.includes('"message":"sms"')) continue
      try {
        const entry = JSON.parse(line) as { to?: string; text?: string }
        if (entry.to && entry.text) messages.push({ to: entry.to, text: entry.text })
      } catch {
        // Not a whole log line (two threads' writes met): the code arrives with a later message or the wait says so.
      }
    }
  })
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A server that could not start (its port taken by a stray one) must fail the test, not let it
  // talk to whatever else answers on that port.
  let exited = false
  server.once('exit', () => (exited = true))
  const base = `http://localhost:${port}`
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (exited || attempt > 600) throw new Error(`order test server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const to = (mobile: string) => messages.filter((message) => message.to === mobile)
  return {
    base,
    messagesTo: (mobile) => to(mobile).length,
    texts: () => [...messages],
    async codeFor(mobile, since = 0) {
      // Up to 30 s: on a loaded machine the log line can reach this process well after the answer.
      for (let attempt = 0; attempt < 300; attempt++) {
        const received = to(mobile)
        if (received.length > since) {
          const code = /\d{6}/.exec(received.at(-1)!.text)?.[0]
          if (code) return code
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const recipients = messages.map((message) => message.to.slice(-4)).join(', ') || 'none'
      throw new Error(`no code was sent to ${mobile} (messages so far went to …${recipients}; server output:\n${output.slice(-2000)})`)
    },
    async moveClock() {
      if (!env.TEST_CLOCK_STEP_MS) throw new Error('start the order server with TEST_CLOCK_STEP_MS to move its clock')
      const moved = clockMoves + 1
      server.kill('SIGUSR2')
      for (let attempt = 0; clockMoves < moved; attempt++) {
        if (attempt > 100) throw new Error(`the test server did not move its clock:\n${output.slice(-2000)}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    stop: () => void server.kill('SIGTERM'),
  }
}
