/**
 * The production server as `npm run bench:orders` runs it: its own port and database, behind a
 * trusted proxy (the bench writes X-Forwarded-For), the console SMS provider, info logging. Its
 * stdout is read line by line for the console provider's messages
 * (`{"message":"sms","to":"+9665…","text":"…"}`), which land in an inbox that outlives the
 * process, so codes sent just before a SIGKILL are still known to the restarted run.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export type Inbox = {
  /** The newest code sent to `mobile` for `reference`, waiting up to `timeoutMs` for it. */
  codeFor(mobile: string, reference: string, timeoutMs?: number): Promise<string | null>
  /** Messages received so far. */
  count(): number
}

export type BenchServer = {
  base: string
  /** SIGTERM, and wait for the process to end. */
  stop(): Promise<void>
  /** SIGKILL, and wait for the process to end. */
  kill(): Promise<void>
}

type Message = { to: string; text: string }

/** A code is six digits on their own; a reference (`K7M2Q-9XD4R`) never holds six in a row. */
const codePattern = /(?<!\d)\d{6}(?!\d)/

export function createInbox(): Inbox & { receive(message: Message): void } {
  const byMobile = new Map<string, Message[]>()
  const waiting = new Set<() => void>()
  let total = 0
  const latestCode = (mobile: string, reference: string) => {
    const messages = byMobile.get(mobile) ?? []
    for (let index = messages.length - 1; index >= 0; index--) {
      const text = messages[index]!.text
      const code = text.includes(reference) ? codePattern.exec(text)?.[0] : undefined
      if (code) return code
    }
    return null
  }
  return {
    receive(message) {
      total++
      const list = byMobile.get(message.to) ?? []
      list.push(message)
      byMobile.set(message.to, list)
      for (const wake of waiting) wake()
    },
    count: () => total,
    codeFor(mobile, reference, timeoutMs = 10_000) {
      const found = latestCode(mobile, reference)
      if (found || timeoutMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = (code: string | null) => {
          waiting.delete(check)
          clearTimeout(timer)
          resolve(code)
        }
        const check = () => {
          const code = latestCode(mobile, reference)
          if (code) done(code)
        }
        const timer = setTimeout(() => done(null), timeoutMs)
        waiting.add(check)
      })
    },
  }
}

/** Warnings and errors the server wrote, by message, to report after the run. */
export type Complaints = Map<string, number>

export type ServerOptions = {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  inbox: ReturnType<typeof createInbox>
  complaints: Complaints
}

export async function startBenchServer({ port, dataDir, databaseUrl, inbox, complaints }: ServerOptions): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SMS_PROVIDER: 'console',
    TRUST_PROXY: 'true',
    // The dealer is mailed each confirmed order through the outbox, logged by the console transport.
    DEALER_NOTIFY_EMAIL: 'sales@example.com',
    MAIL_TRANSPORT: 'console',
  }
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'DEALER_WEBHOOK_URL']) delete env[name]
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const server: ChildProcess = spawn(process.execPath, ['server/serve.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  let startOutput = ''
  readLines(server.stdout!, (line) => {
    if (startOutput.length < 20_000) startOutput += `${line}\n`
    if (!line.includes('"message":"sms"')) return
    const entry = JSON.parse(line) as Partial<Message>
    if (entry.to && entry.text) inbox.receive({ to: entry.to, text: entry.text })
  })
  readLines(server.stderr!, (line) => {
    if (startOutput.length < 20_000) startOutput += `${line}\n`
    const key = complaintOf(line)
    complaints.set(key, (complaints.get(key) ?? 0) + 1)
  })

  const base = `http://localhost:${port}`
  let running = true
  void exited.then(() => (running = false))
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (!running || attempt > 600) {
      server.kill('SIGKILL')
      throw new Error(`the server did not start:\n${startOutput}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (running) server.kill(signal)
    await exited
  }
  return { base, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') }
}

function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = ''
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.trim() !== '') onLine(line)
  })
}

/** A log line's level and message (a JSON line), or the line itself cut short. */
function complaintOf(line: string): string {
  try {
    const entry = JSON.parse(line) as { level?: unknown; message?: unknown; msg?: unknown }
    return `${String(entry.level ?? '?')}: ${String(entry.message ?? entry.msg ?? line.slice(0, 120))}`
  } catch {
    return line.slice(0, 160)
  }
}
