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

export type PoFile = {
  /** Header fields (`Language`, `Plural-Forms`, …) of the first, empty-msgid entry. */
  header: Map<string, string>
  entries: PoEntry[]
}

type Field = 'id' | 'context' | 'translation'

const unquote = (text: string): string => JSON.parse(text.trim()) as string

/** Lingui writes `#. placeholder {0}: expression` itself; it says nothing about where a text shows. */
const isLinguiPlaceholderNote = (comment: string): boolean => comment.startsWith('placeholder {')

export function readPo(text: string): PoFile {
  const entries: PoEntry[] = []
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
    } else {
      field = null
    }
  })
  finish()
  return { header, entries }
}

function parseHeader(text: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return fields
}
