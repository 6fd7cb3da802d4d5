import { getEnv } from '../../app.config.ts'

type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/**
 * One JSON line per event on stderr/stdout, so a log collector can index it; errors keep their
 * stack here and only here, never in a response.
 */
function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  let threshold: Level = 'info'
  try {
    threshold = getEnv().LOG_LEVEL
  } catch {
    // The environment is reported elsewhere; logging must never be what fails.
  }
  if (order[level] < order[threshold]) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...serialize(fields) })
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

function serialize(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value
  }
  return out
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}
