/**
 * The one logger: pino, one JSON line per event (info and below on stdout, warnings and errors on
 * stderr), each carrying the id of the request it belongs to, with personal data removed before
 * anything is written. Errors keep their stack here and only here, never in a response.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import { getEnv } from '../../app.config.ts'
import { currentRequestId } from './request-context.ts'
import { redactPersonalData } from './redact.ts'

type Level = 'debug' | 'info' | 'warn' | 'error'
type Fields = Record<string, unknown>

function serializeError(error: Error): Fields {
  const cause = error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}
  return { type: error.name, message: error.message, stack: error.stack, ...cause }
}

function prepare(fields: Fields): Fields {
  const out: Fields = {}
  for (const [key, value] of Object.entries(fields)) out[key] = value instanceof Error ? serializeError(value) : value
  return redactPersonalData(out) as Fields
}

function configuredLevel(): Level {
  try {
    return getEnv().LOG_LEVEL
  } catch {
    // The environment is reported elsewhere; logging must never be what fails.
    return 'info'
  }
}

/** A logger writing to `destination`, or to stdout/stderr by level. */
export function createLogger(destination?: DestinationStream, level: Level = configuredLevel()): Logger {
  const stream =
    destination ??
    pino.multistream(
      [
        { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      { dedupe: true },
    )
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    stream,
  )
}

let shared: Logger | undefined
const logger = () => (shared ??= createLogger())

function write(target: Logger, level: Level, message: string, fields?: Fields): void {
  if (!target.isLevelEnabled(level)) return
  target[level](fields ? prepare(fields) : {}, redactPersonalData(message) as string)
}

/**
 * The console SMS provider's delivery (src/server/sms/console-gateway.server.ts): the one line
 * that carries a phone number and a code on purpose, because with that provider the log is where
 * a developer, or an end-to-end test, reads the code. Only the recipient and the text are written,
 * unredacted, under the fixed message `sms`; nothing else can pass through this way.
 */
function writeDevSms(target: Logger, sms: { to: string; text: string }): void {
  if (!target.isLevelEnabled('info')) return
  target.info({ to: sms.to, text: sms.text }, 'sms')
}

/**
 * The console mail transport's delivery (src/server/mail/mailer.server.ts): like `writeDevSms`,
 * the one line that carries an e-mail address and the mail's links (which hold the signed tokens
 * of a confirmation or an unsubscribe) on purpose, because with that transport the log is where a
 * developer, or an end-to-end test, follows them. Only the recipients, the subject and the links
 * are written, unredacted, under the fixed message `mail`; never the body.
 */
function writeDevMail(target: Logger, mail: { to: string[]; subject: string; links: string[] }): void {
  if (!target.isLevelEnabled('info')) return
  target.info({ to: mail.to, subject: mail.subject, links: mail.links }, 'mail')
}

/** Binds the project's `(message, fields)` calls to a logger; `log` is the process's own. */
export function loggerApi(target: () => Logger) {
  return {
    debug: (message: string, fields?: Fields) => write(target(), 'debug', message, fields),
    info: (message: string, fields?: Fields) => write(target(), 'info', message, fields),
    warn: (message: string, fields?: Fields) => write(target(), 'warn', message, fields),
    error: (message: string, fields?: Fields) => write(target(), 'error', message, fields),
    /** For the console SMS provider only: see writeDevSms. */
    devSms: (sms: { to: string; text: string }) => writeDevSms(target(), sms),
    /** For the console mail transport only: see writeDevMail. */
    devMail: (mail: { to: string[]; subject: string; links: string[] }) => writeDevMail(target(), mail),
  }
}

export const log = loggerApi(logger)
