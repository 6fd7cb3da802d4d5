import { describe, expect, it } from 'vitest'
import { toContentBlocks } from './content-blocks.ts'

describe('toContentBlocks', () => {
  it('splits paragraphs, headings and lists', () => {
    const text = 'First line\ncontinues here.\n\n## A heading\n\n- one\n- two\n\nLast paragraph.'
    expect(toContentBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'heading', text: 'A heading' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Last paragraph.' },
    ])
  })

  it('separates a list from text that follows without a blank line', () => {
    expect(toContentBlocks('Intro:\n- a\n- b\nAfter')).toEqual([
      { kind: 'paragraph', text: 'Intro:' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After' },
    ])
  })

  it('returns nothing for empty text', () => {
    expect(toContentBlocks('\n\n')).toEqual([])
  })
})
