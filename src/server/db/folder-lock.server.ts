/**
 * One opener per embedded database folder (docs/decisions/0071-one-opener-per-database-folder.md).
 * PGlite is a whole PostgreSQL inside the process that opens its folder; two processes on one
 * folder each write their own view of it, and orders vanish and indexes break. So whoever opens a
 * folder first holds it until it exits, and every other process asks the holder instead.
 *
 * The lock is a Unix socket beside the folder (`.<name>.lock.sock`, mode 0600) on which the
 * holder listens. It is made under a name of its own and hard-linked into place, which succeeds
 * for one process only, already listening. Whether a holder is alive is the kernel's answer, not a
 * pid's: a socket whose process died (crash, kill -9, power loss) refuses connections, so it is
 * moved aside and the folder taken over; a pid reused by another program changes nothing. The same
 * socket carries the requests other processes make of the holder (who holds it, a backup, a staff
 * account: `askFolderHolder`), one JSON line each way.
 * Runs in the production server script and the command-line scripts too, so only erasable
 * TypeScript is allowed here.
 */
import { createHash, randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { basename, dirname, join, resolve } from 'node:path'

/** What a process holding a folder is, as told to the processes it refuses. */
export type FolderRole = 'server' | 'staff:create' | 'db:backup' | 'db:restore' | 'script'

/** Holders that give the folder back within seconds or, for a server still opening, start answering. */
export const holdersWorthWaitingFor: readonly FolderRole[] = ['server', 'staff:create', 'db:backup', 'db:restore']

export type FolderHolder = { pid: number | null; role: FolderRole | 'unknown' }

/** A holder's answer: the result of the request it handled, or why it did not. */
type HolderAnswer =
  { ok: true; result: unknown } | { ok: false; reason: 'unavailable' | 'failed' | 'silent' | 'bad-request'; message?: string }
export type HolderReply = FolderHolder & HolderAnswer

export type FolderRequestHandler = (request: Record<string, unknown>) => Promise<unknown>

export class DatabaseFolderInUseError extends Error {
  readonly holder: FolderHolder
  readonly dataDir: string
  constructor(dataDir: string, holder: FolderHolder, detail = '') {
    const who = holder.pid === null ? 'another process' : `process ${holder.pid} (${holder.role})`
    super(
      `The embedded database in ${dataDir} is in use by ${who}: one process at a time may open it. ` +
        `Stop that process first, or let it do the work (a running server creates staff accounts and writes backups itself).${detail}`,
    )
    this.name = 'DatabaseFolderInUseError'
    this.holder = holder
    this.dataDir = dataDir
  }
}

type HeldFolder = {
  role: FolderRole
  refs: number
  server: Server
  /** The lock socket's inode: released only while the path is still this process's socket. */
  inode: number
  handlers: Map<string, FolderRequestHandler>
}

// On globalThis: the server script and the built app each load their own copy of this module into
// one process, and the app's open must find the folder the script already holds.
const stateKey = Symbol.for('dealer-storefront.folder-locks')
const globalState = globalThis as typeof globalThis & { [stateKey]?: Map<string, HeldFolder> }
const held: Map<string, HeldFolder> = (globalState[stateKey] ??= new Map())

/**
 * The folder's name as the lock files use it: a long one (a test template's) is cut and given a
 * hash of the whole, because a Unix socket's path holds at most 107 bytes and the socket's own
 * temporary name adds a pid and a random part to it.
 */
function lockName(absolute: string): string {
  const name = basename(absolute)
  if (name.length <= 24) return name
  return `${name.slice(0, 11)}-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`
}

export function lockSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir)
  return join(dirname(absolute), `.${lockName(absolute)}.lock.sock`)
}

/** The holder's pid, written after it takes the folder: named when the holder is too busy to answer. */
function pidFilePath(dataDir: string): string {
  const absolute = resolve(dataDir)
  return join(dirname(absolute), `.${lockName(absolute)}.lock.pid`)
}

/** How long a holder may take to say who it is: PGlite's start-up blocks its thread for seconds. */
const whoTimeoutMs = 2000
/** How long an opener keeps trying while a dead holder's lock is being cleared. */
const takeoverWaitMs = 15_000
const takeoverPollMs = 25
/** Clearing a dead holder's socket takes milliseconds; a guard this old was abandoned. */
const abandonedGuardMs = 10_000
const maxRequestBytes = 64 * 1024

export type FolderLock = {
  /** Gives the folder back once every open in this process has. */
  release(): void
}

/**
 * Takes `dataDir` for this process, or throws DatabaseFolderInUseError naming the live holder.
 * Taken again in the same process, it is shared: the folder is given back at the last release.
 */
export async function lockDatabaseFolder(dataDir: string, role: FolderRole): Promise<FolderLock> {
  const absolute = resolve(dataDir)
  const mine = held.get(absolute)
  if (mine) {
    mine.refs += 1
    return lockHandle(absolute, mine)
  }
  const path = lockSocketPath(absolute)
  mkdirSync(dirname(path), { recursive: true })
  // Turns until a live holder answers: a dead holder's socket removed (or being removed by another
  // contender), or a race lost to a holder that then gave up.
  const deadline = Date.now() + takeoverWaitMs
  for (;;) {
    const entry = await tryToTake(absolute, path, role)
    if (entry) {
      held.set(absolute, entry)
      writeFileSync(pidFilePath(absolute), `${process.pid}\n`, { mode: 0o600 })
      return lockHandle(absolute, entry)
    }
    const holder = await probe(path, absolute)
    if (holder === 'refused') await removeIfStale(path, absolute)
    else if (holder !== 'absent') throw new DatabaseFolderInUseError(absolute, holder)
    if (Date.now() > deadline) {
      throw new DatabaseFolderInUseError(
        absolute,
        readPidFile(absolute),
        ' (it changed hands repeatedly while this process tried to open it)',
      )
    }
  }
}

function lockHandle(absolute: string, entry: HeldFolder): FolderLock {
  let released = false
  return {
    release() {
      if (released) return
      released = true
      entry.refs -= 1
      if (entry.refs > 0) return
      held.delete(absolute)
      removeIfMine(absolute, entry)
      entry.server.close()
    },
  }
}

/**
 * Answers other processes' requests with `op` on the folder this process holds, until the returned
 * function is called. Throws when this process does not hold it.
 */
export function onFolderRequest(dataDir: string, op: string, handler: FolderRequestHandler): () => void {
  const entry = held.get(resolve(dataDir))
  if (!entry) throw new Error(`This process does not hold the embedded database in ${resolve(dataDir)}`)
  entry.handlers.set(op, handler)
  return () => {
    if (entry.handlers.get(op) === handler) entry.handlers.delete(op)
  }
}

/** Listens under a name of its own, then links that socket into place: only one process can. */
async function tryToTake(absolute: string, path: string, role: FolderRole): Promise<HeldFolder | null> {
  const entry: HeldFolder = { role, refs: 1, server: createServer(), inode: 0, handlers: new Map() }
  entry.server.on('connection', (socket) => answer(socket, entry))
  const ownName = join(dirname(path), `.${lockName(absolute)}.lock-${process.pid}-${randomBytes(4).toString('hex')}.sock`)
  try {
    await new Promise<void>((done, fail) => {
      entry.server.once('error', fail)
      entry.server.listen(ownName, () => done())
    })
  } catch (error) {
    rmSync(ownName, { force: true })
    throw new Error(`Cannot make the lock of the embedded database beside ${absolute} (${path}): ${(error as Error).message}`)
  }
  try {
    // Only this machine's same user may ask anything of the holder (backups, staff accounts).
    chmodSync(ownName, 0o600)
    linkSync(ownName, path)
    entry.inode = statSync(path).ino
    return entry
  } catch (error) {
    entry.server.close()
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null
    throw error
  } finally {
    rmSync(ownName, { force: true })
  }
}

/**
 * A lock socket that refuses connections belongs to a process that died. One contender at a time
 * removes it: the one that creates the takeover guard beside it asks again and unlinks it; the
 * others wait a moment and look again. Renamed aside by whoever got there first, as before, a
 * socket that a live holder had linked into place since the contender's look was moved too, and a
 * third process then found the path free and took it: two openers of one folder (seen under load,
 * 2026-12-02). A live holder links its socket only where the path is free, and only the guard's
 * creator frees it, so the unlink cannot hit a live socket.
 */
async function removeIfStale(path: string, absolute: string): Promise<void> {
  const guard = `${path}.takeover`
  let descriptor: number
  try {
    descriptor = openSync(guard, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    clearAbandonedGuard(guard)
    await new Promise((done) => setTimeout(done, takeoverPollMs))
    return
  }
  try {
    writeSync(descriptor, `${process.pid}\n`)
    if ((await probe(path, absolute)) === 'refused') rmSync(path, { force: true })
  } finally {
    closeSync(descriptor)
    rmSync(guard, { force: true })
  }
}

/**
 * A guard older than any removal takes was left by a contender that died holding it: renamed away
 * (one contender wins the rename) so the next can take it.
 */
function clearAbandonedGuard(guard: string): void {
  try {
    if (Date.now() - statSync(guard).mtimeMs < abandonedGuardMs) return
    const aside = `${guard}.abandoned-${process.pid}-${randomBytes(4).toString('hex')}`
    renameSync(guard, aside)
    rmSync(aside, { force: true })
  } catch {
    // Gone meanwhile: its holder finished, or another contender cleared it.
  }
}

function removeIfMine(absolute: string, entry: HeldFolder): void {
  try {
    if (statSync(lockSocketPath(absolute)).ino === entry.inode) unlinkSync(lockSocketPath(absolute))
  } catch {
    // Already gone, or taken over: not this process's to remove.
  }
}

// An exit without release (process.exit after the drain, an uncaught error) still leaves no socket
// behind; a kill -9 does, and the next opener moves it aside.
process.once('exit', () => {
  for (const [absolute, entry] of held) removeIfMine(absolute, entry)
})

function answer(socket: Socket, entry: HeldFolder): void {
  let request = ''
  socket.setEncoding('utf8')
  socket.on('error', () => socket.destroy())
  const reply = (body: HolderAnswer) => socket.end(`${JSON.stringify({ pid: process.pid, role: entry.role, ...body })}\n`)
  const onData = (chunk: string) => {
    request += chunk
    if (request.length > maxRequestBytes) {
      socket.off('data', onData)
      return reply({ ok: false, reason: 'bad-request' })
    }
    const end = request.indexOf('\n')
    if (end < 0) return
    socket.off('data', onData)
    let parsed: Record<string, unknown> | null = null
    try {
      const value: unknown = JSON.parse(request.slice(0, end))
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) parsed = value as Record<string, unknown>
    } catch {
      parsed = null
    }
    if (!parsed || typeof parsed.op !== 'string') return reply({ ok: false, reason: 'bad-request' })
    if (parsed.op === 'who') return reply({ ok: true, result: null })
    const handler = entry.handlers.get(parsed.op)
    if (!handler) return reply({ ok: false, reason: 'unavailable' })
    handler(parsed).then(
      (result) => reply({ ok: true, result }),
      (error: unknown) => reply({ ok: false, reason: 'failed', message: error instanceof Error ? error.message : 'failed' }),
    )
  }
  socket.on('data', onData)
}

function readPidFile(absolute: string): FolderHolder {
  try {
    const pid = Number.parseInt(readFileSync(pidFilePath(absolute), 'utf8'), 10)
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : null, role: 'unknown' }
  } catch {
    return { pid: null, role: 'unknown' }
  }
}

/** Who listens on `path`: 'refused' when nobody (a dead holder's socket), 'absent' when no socket. */
async function probe(path: string, absolute: string): Promise<FolderHolder | 'refused' | 'absent'> {
  const reply = await send(path, absolute, { op: 'who' }, whoTimeoutMs)
  return typeof reply === 'string' ? reply : { pid: reply.pid, role: reply.role }
}

/**
 * Sends `request` to the process holding `dataDir` and waits `timeoutMs` for its answer. Null when
 * no live process holds the folder (the caller may take it). A holder that accepts the connection
 * but does not answer in time (its thread busy opening the database) is reported `silent`, with
 * the pid it wrote when it took the folder.
 */
export async function askFolderHolder(
  dataDir: string,
  request: { op: string } & Record<string, unknown>,
  timeoutMs: number,
): Promise<HolderReply | null> {
  const absolute = resolve(dataDir)
  const reply = await send(lockSocketPath(absolute), absolute, request, timeoutMs)
  return typeof reply === 'string' ? null : reply
}

function send(
  path: string,
  absolute: string,
  request: Record<string, unknown>,
  timeoutMs: number,
): Promise<HolderReply | 'refused' | 'absent'> {
  return new Promise((done, fail) => {
    const socket = connect(path)
    let text = ''
    let connected = false
    const timer = setTimeout(() => {
      socket.destroy()
      done({ ...readPidFile(absolute), ok: false, reason: 'silent' })
    }, timeoutMs)
    const settle = (outcome: HolderReply | 'refused' | 'absent') => {
      clearTimeout(timer)
      done(outcome)
    }
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify(request)}\n`)
    })
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      if (!connected && error.code === 'ECONNREFUSED') return done('refused')
      if (!connected && error.code === 'ENOENT') return done('absent')
      if (error.code === 'EACCES')
        return fail(
          new DatabaseFolderInUseError(
            absolute,
            readPidFile(absolute),
            ' Its lock belongs to another user: run this as the user the server runs as.',
          ),
        )
      // A holder that died while answering: the next attempt finds its socket refusing.
      done({ ...readPidFile(absolute), ok: false, reason: 'silent' })
    })
    socket.on('end', () => {
      try {
        settle(JSON.parse(text) as HolderReply)
      } catch {
        settle({ ...readPidFile(absolute), ok: false, reason: 'silent' })
      }
    })
  })
}

export type TurnOptions<T> = {
  /** How long the holder may take over the request itself. */
  timeoutMs: number
  /** How long to wait for a short-lived holder to finish or a server to finish opening. */
  waitMs?: number
  /** Does the work holding the folder, when no process holds it. */
  self: () => Promise<T>
  /** Turns the holder's result into this call's. */
  fromHolder: (result: unknown) => T
}

const turnPollMs = 300

/**
 * For the command-line scripts: the process holding `dataDir` does `request`; when none does, this
 * process takes the folder and does the work itself (`self`). Behind a script that holds it for
 * seconds, or a server still opening it, it waits its turn; any other holder, or one still busy
 * after `waitMs`, is refused with DatabaseFolderInUseError naming it.
 */
export async function byHolderOrSelf<T>(
  dataDir: string,
  request: { op: string } & Record<string, unknown>,
  options: TurnOptions<T>,
): Promise<T> {
  const deadline = Date.now() + (options.waitMs ?? 60_000)
  for (;;) {
    const reply = await askFolderHolder(dataDir, request, options.timeoutMs)
    if (reply === null) {
      try {
        return await options.self()
      } catch (error) {
        // Taken between the question and the open: ask the new holder.
        if (!(error instanceof DatabaseFolderInUseError) || Date.now() > deadline) throw error
      }
    } else if (reply.ok) {
      return options.fromHolder(reply.result)
    } else if (reply.reason === 'failed' || reply.reason === 'bad-request') {
      throw new Error(`process ${reply.pid} (${reply.role}) holding ${resolve(dataDir)} could not do it: ${reply.message ?? reply.reason}`)
    } else {
      const worthWaiting = reply.reason === 'silent' || (holdersWorthWaitingFor as readonly string[]).includes(reply.role)
      if (!worthWaiting || Date.now() > deadline) throw new DatabaseFolderInUseError(resolve(dataDir), { pid: reply.pid, role: reply.role })
    }
    await new Promise((done) => setTimeout(done, turnPollMs))
  }
}

/**
 * For the production server, before it loads anything: holds `dataDir` until the process exits, or
 * exits 1 naming the process that holds it. A supervisor restarting a server whose predecessor is
 * still draining sees this exit, not a second server on the same files.
 */
export async function holdFolderForServerOrExit(dataDir: string): Promise<void> {
  try {
    await lockDatabaseFolder(dataDir, 'server')
  } catch (error) {
    if (!(error instanceof DatabaseFolderInUseError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}
