/**
 * Reading a `multipart/form-data` body with hard limits while it streams. The body is counted as
 * it arrives and abandoned (the stream cancelled, nothing more read) the moment it passes
 * `maxBodyBytes` or a file passes `maxFileBytes`: a 1 GB upload costs the bytes read up to the
 * limit, never the whole body in memory. Parsing is @fastify/busboy's (pure JavaScript,
 * streaming); files are kept whole in memory only up to their limit, as the API stores them.
 */
import Busboy from '@fastify/busboy'

export type MultipartLimits = {
  maxBodyBytes: number
  maxFileBytes: number
  /** The fields that may carry a file; a file in any other field is refused. */
  fileFields: readonly string[]
  /** Text fields, and the bytes of each. */
  maxFields: number
  maxFieldBytes: number
}

/**
 * Why a body could not be read: `not_multipart` (another Content-Type, 415), `too_large` (the
 * body, 413), `file_too_large` (a file past its limit, 413 naming the field), `malformed` (400).
 */
export class MultipartError extends Error {
  readonly reason: 'not_multipart' | 'too_large' | 'file_too_large' | 'malformed'
  readonly field?: string
  constructor(reason: MultipartError['reason'], field?: string) {
    super(`multipart body refused: ${reason}`)
    this.name = 'MultipartError'
    this.reason = reason
    this.field = field
  }
}

/** Text fields as strings (a repeated one as a list, which no schema takes), files as `File`s. */
export type MultipartFields = Record<string, string | string[] | File>

/** Resolves when the parser wants more, or can take no more (it failed or closed). */
function drained(
  parser: NodeJS.WritableStream & {
    once: (event: string, listener: () => void) => unknown
    off: (event: string, listener: () => void) => unknown
  },
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'error', 'close']) parser.off(event, done)
      resolve()
    }
    for (const event of ['drain', 'error', 'close']) parser.once(event, done)
  })
}

async function discard(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return
  const reader = body.getReader()
  try {
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // past the server's limit, or the client went away: the answer goes as it is
  }
}

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')
}

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartFields> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!isMultipart(request)) throw new MultipartError('not_multipart')
  const announced = request.headers.get('content-length')
  if (announced !== null && /^\d+$/.test(announced.trim()) && Number(announced) > limits.maxBodyBytes) {
    // Read to its end and dropped, not cancelled: a client still sending it would meet a reset
    // connection (EPIPE) instead of this answer. The server's body limit for the path bounds it.
    await discard(request.body)
    // With one file, the body's room past that file's limit is only the form around it: a body
    // this large holds a file too large, and the form shows the reason on that field.
    const [onlyFile, ...others] = limits.fileFields
    throw onlyFile !== undefined && others.length === 0 ? new MultipartError('file_too_large', onlyFile) : new MultipartError('too_large')
  }
  if (!request.body) throw new MultipartError('malformed')

  const fields: MultipartFields = Object.create(null)
  const add = (name: string, value: string | File) => {
    const kept = fields[name]
    if (kept === undefined) fields[name] = value
    else fields[name] = [...(Array.isArray(kept) ? kept : [String(kept)]), String(value)]
  }

  let failure: MultipartError | null = null
  let parser: ReturnType<typeof Busboy>
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.fileFields.length,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.fileFields.length + limits.maxFields,
        headerPairs: 20,
      },
    })
  } catch {
    // A multipart Content-Type without a boundary.
    await request.body.cancel().catch(() => undefined)
    throw new MultipartError('malformed')
  }
  const pendingFiles: Promise<void>[] = []
  /** The file field whose bytes are arriving, if any. */
  let openFile: string | null = null
  const fail = (error: MultipartError) => {
    failure ??= error
  }

  parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
    if (!limits.fileFields.includes(name)) {
      fail(new MultipartError('malformed'))
      stream.resume()
      return
    }
    const chunks: Buffer[] = []
    openFile = name
    stream.on('limit', () => fail(new MultipartError('file_too_large', name)))
    stream.on('data', (chunk: Buffer) => {
      if (!failure) chunks.push(chunk)
    })
    pendingFiles.push(
      new Promise((resolve) => {
        stream.on('end', () => {
          openFile = null
          if (!failure && !stream.truncated) add(name, new File(chunks as Uint8Array<ArrayBuffer>[], fileName, { type: mimeType }))
          chunks.length = 0
          resolve()
        })
      }),
    )
  })
  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated || limits.fileFields.includes(name)) fail(new MultipartError('malformed'))
    else add(name, value)
  })
  parser.on('partsLimit', () => fail(new MultipartError('malformed')))
  parser.on('filesLimit', () => fail(new MultipartError('malformed')))
  parser.on('fieldsLimit', () => fail(new MultipartError('malformed')))

  const finished = new Promise<void>((resolve) => {
    parser.on('finish', resolve)
    parser.on('error', () => {
      fail(new MultipartError('malformed'))
      resolve()
    })
  })

  const reader = request.body.getReader()
  let received = 0
  try {
    for (;;) {
      if (failure) break
      let next: ReadableStreamReadResult<Uint8Array>
      try {
        next = await reader.read()
      } catch (error) {
        // The server's own body limit (server/serve.ts, per method and path) ends the stream with a 413.
        fail(new MultipartError((error as { status?: unknown } | null)?.status === 413 ? 'too_large' : 'malformed'))
        break
      }
      if (next.done) break
      const room = limits.maxBodyBytes - received
      received += next.value.byteLength
      if (received > limits.maxBodyBytes) {
        // The part up to the limit still goes to the parser: past it inside a file, the file is named.
        parser.write(next.value.subarray(0, room))
        fail(new MultipartError(openFile === null ? 'too_large' : 'file_too_large', openFile ?? undefined))
        break
      }
      // Backpressure: wait for the parser to take a chunk before reading the next.
      if (!parser.write(next.value)) await drained(parser)
    }
  } finally {
    if (failure) {
      await reader.cancel().catch(() => undefined)
      parser.destroy()
    } else {
      parser.end()
    }
  }
  if (failure) throw failure
  await finished
  await Promise.all(pendingFiles)
  if (failure) throw failure
  return fields
}
