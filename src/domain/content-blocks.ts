/**
 * Turns a stored long text (see src/server/db/schema.ts: blank-line paragraphs, `## ` headings,
 * `- ` list items) into blocks the UI renders without parsing or HTML.
 */
import type { ContentBlock } from '../contract/common.ts'

export function toContentBlocks(text: string): ContentBlock[] {
  const blocks: ContentBlock[] = []
  let paragraph: string[] = []
  let list: string[] = []
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    if (list.length > 0) blocks.push({ kind: 'list', items: list })
    paragraph = []
    list = []
  }
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim()
    if (line === '') {
      flush()
    } else if (line.startsWith('## ')) {
      flush()
      blocks.push({ kind: 'heading', text: line.slice(3).trim() })
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush()
      list.push(line.slice(2).trim())
    } else {
      if (list.length > 0) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}
