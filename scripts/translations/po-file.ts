/**
 * Reads a PO catalogue as Lingui writes it, keeping the line of each `msgstr` so that every
 * problem can point a translator at the line to edit.
 */

export type PoEntry = {
  id: string
  context: string | undefined
  translation: string
  /** 1-based line of `msgstr`, the line a translator edits. */
  line: number
  /** `#.` lines written for translators (Lingui's own `placeholder {0}: …` notes left out). */
  comments: string[]
  /** `#:` source files the message comes from. */
  origins: string[]
}

/** A line the reader could not take as PO, with a sentence a translator understands. */
export type PoProblem = { line: number; sentence: string }

export type PoFile = {
  /** Header fields (`Language`, `Plural-Forms`, …) of the first, empty-msgid entry. */
  header: Map<string, string>
  entries: PoEntry[]
  /** Malformed lines; the rest of the file is still read (a bad line's text is taken as best it can be). */
  problems: PoProblem[]
}

type Field = 'id' | 'context' | 'translation'

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' }

/**
 * The text of one quoted PO string (`"…"`), reading the escapes gettext knows. A `"` inside the
 * text must be written `\"`; one that is not ends the string early, which is the commonest mistake
 * of hand-edited files, so it is reported in words rather than guessed at.
 */
export function unquotePo(raw: string): { text: string; problem?: string } {
  const quoted = raw.trim()
  if (!quoted.startsWith('"')) return { text: quoted, problem: 'this line must start its text with a double quote (")' }
  let text = ''
  for (let index = 1; index < quoted.length; index++) {
    const char = quoted[index]!
    if (char === '\\') {
      const next = quoted[index + 1]
      if (next === undefined) return { text, problem: 'this line ends with a lone \\; write \\\\ for a backslash' }
      text += escapes[next] ?? next
      index++
    } else if (char === '"') {
      const rest = quoted.slice(index + 1).trim()
      if (rest === '') return { text }
      return {
        text: `${text}"${quoted.slice(index + 1).replace(/"$/, '')}`,
        problem:
          'this line has a double quote (") inside the text that is not written as \\"; write \\" for each quote inside the text, or use the quotation marks « » or “ ”',
      }
    } else {
      text += char
    }
  }
  return { text, problem: 'this line has no closing double quote (") at the end of the line' }
}

/** Lingui writes `#. placeholder {0}: expression` itself; it says nothing about where a text shows. */
const isLinguiPlaceholderNote = (comment: string): boolean => comment.startsWith('placeholder {')

export function readPo(text: string): PoFile {
  const entries: PoEntry[] = []
  const problems: PoProblem[] = []
  let header = new Map<string, string>()
  let current: PoEntry | null = null
  let pendingComments: string[] = []
  let pendingOrigins: string[] = []
  let pendingContext: string | undefined
  let field: Field | null = null

  const finish = () => {
    if (!current) return
    if (current.id === '') header = parseHeader(current.translation)
    else entries.push(current)
    current = null
  }

  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd()
    const unquote = (quoted: string): string => {
      const { text: value, problem } = unquotePo(quoted)
      if (problem) problems.push({ line: index + 1, sentence: problem })
      return value
    }
    if (line.startsWith('#~')) {
      field = null
    } else if (line.startsWith('#.')) {
      finish()
      const comment = line.slice(2).trim()
      if (!isLinguiPlaceholderNote(comment)) pendingComments.push(comment)
    } else if (line.startsWith('#:')) {
      finish()
      pendingOrigins.push(...line.slice(2).trim().split(/\s+/).filter(Boolean))
    } else if (line.startsWith('#')) {
      finish()
    } else if (line.startsWith('msgctxt ')) {
      finish()
      pendingContext = unquote(line.slice(8))
      field = 'context'
    } else if (line.startsWith('msgid ')) {
      finish()
      current = {
        id: unquote(line.slice(6)),
        context: pendingContext,
        translation: '',
        line: index + 1,
        comments: pendingComments,
        origins: pendingOrigins,
      }
      pendingComments = []
      pendingOrigins = []
      pendingContext = undefined
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.translation = unquote(line.slice(7))
      current.line = index + 1
      field = 'translation'
    } else if (line.startsWith('"') && field) {
      if (field === 'context') pendingContext = (pendingContext ?? '') + unquote(line)
      else if (current) current[field] += unquote(line)
    } else if (line.trim() === '') {
      field = null
    } else {
      problems.push({
        line: index + 1,
        sentence: `cannot be read: a line starts with msgid, msgstr, msgctxt, # or a quoted text ("…"), not ${JSON.stringify(line.trim().slice(0, 20))}`,
      })
      field = null
    }
  })
  finish()
  return { header, entries, problems }
}

function parseHeader(text: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return fields
}
