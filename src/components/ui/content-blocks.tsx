import type { ContentBlock } from '../../contract/common'

/** Long texts from the dealer (pages, news, offers, car descriptions), rendered as elements, never as HTML. */
export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: readonly ContentBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-4 leading-8 text-ink-soft">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Heading key={index} className="pt-2 text-xl font-bold text-ink">
                {block.text}
              </Heading>
            )
          case 'paragraph':
            return <p key={index}>{block.text}</p>
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 ps-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
        }
      })}
    </div>
  )
}

/** The first paragraph's text, for meta descriptions and summaries. */
export function leadText(blocks: readonly ContentBlock[], maxLength = 160): string {
  const first = blocks.find((block) => block.kind === 'paragraph')
  const text = first?.kind === 'paragraph' ? first.text : ''
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}
