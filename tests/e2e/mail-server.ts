import { spawn, type ChildProcess } from 'node:child_process'
import { freshDataDir } from './data-dir'
import { endWithWorker } from './end-with-worker'

/**
 * A production server of its own for the mailing-list tests (ports appPort+50…59), whose log shows
 * the console mail transport's lines (`{"message":"mail","to":[…],"subject":"…","links":[…]}`), so
 * a test follows the links a subscriber would get by e-mail. PUBLIC_ORIGIN is the server itself, so
 * the links lead back to it; without it (`publicOrigin: false`) they must lead there all the same,
 * to the host the visitor asked, not to the loopback address its render thread calls the API on.
 */
export type MailServer = {
  base: string
  /** The links of the newest mail to `email` after the `since`-th mail to it. */
  linksFor(email: string, since?: number): Promise<string[]>
  /** How many mails `email` has received so far. */
  mailsTo(email: string): number
  /** The mails `email` has received so far, oldest first. */
  mailsFor(email: string): Mail[]
  stop(): void
}

export type Mail = { to: string[]; subject: string; links: string[] }

export async function startMailServer(
  port: number,
  /** Runs on the fresh data directory before the server opens it (e.g. to create staff accounts). */
  prepare?: (dataDir: string) => Promise<void>,
  { publicOrigin = true }: { publicOrigin?: boolean } = {},
): Promise<MailServer> {
  const stray = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  )
  if (stray) throw new Error(`port ${port} is already in use: stop the server left there before running the mailing-list tests`)
  const dataDir = `.test-data/e2e-mail-${port}`
  freshDataDir(dataDir)
  await prepare?.(dataDir)
  const base = `http://localhost:${port}`
  const server: ChildProcess = spawn(process.execPath, ['server/serve.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      RENDER_WORKERS: '1',
      PUBLIC_ORIGIN: publicOrigin ? base : '',
    },
  })
  endWithWorker(server)
  const mails: Mail[] = []
  let output = ''
  let pending = ''
  server.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      output += `${line}\n`
      if (!line.includes('"message":"mail"')) continue
      try {
        const entry = JSON.parse(line) as Partial<Mail>
        if (Array.isArray(entry.to) && Array.isArray(entry.links))
          mails.push({ to: entry.to, subject: entry.subject ?? '', links: entry.links })
      } catch {
        // Not a whole log line: the wait below says so if the mail never shows.
      }
    }
  })
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited = false
  server.once('exit', () => (exited = true))
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (exited || attempt > 600) throw new Error(`mailing-list test server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const to = (email: string) => mails.filter((mail) => mail.to.includes(email))
  return {
    base,
    mailsTo: (email) => to(email).length,
    mailsFor: (email) => to(email),
    async linksFor(email, since = 0) {
      for (let attempt = 0; attempt < 300; attempt++) {
        const received = to(email)
        if (received.length > since) return received.at(-1)!.links
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no mail was sent to ${email} (${mails.length} mails so far; server output:\n${output.slice(-2000)})`)
    },
    stop: () => void server.kill('SIGTERM'),
  }
}
