import { describe, expect, it } from 'vitest'
import { newsletterParagraphs } from './newsletter-text'

describe('newsletter text', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(newsletterParagraphs('First line\nsecond line\n\n \n\nNext paragraph\r\n')).toEqual([
      [[{ text: 'First line' }], [{ text: 'second line' }]],
      [[{ text: 'Next paragraph' }]],
    ])
  })

  it('makes http(s) addresses links, leaving the sentence punctuation of either language outside', () => {
    expect(newsletterParagraphs('See https://cars.example.sa/offers?a=1. Or http://x.example،')).toEqual([
      [
        [
          { text: 'See ' },
          { text: 'https://cars.example.sa/offers?a=1', href: 'https://cars.example.sa/offers?a=1' },
          { text: '. Or ' },
          { text: 'http://x.example', href: 'http://x.example/' },
          { text: '،' },
        ],
      ],
    ])
  })

  it('leaves markup, javascript: and data: addresses as text', () => {
    const [[line]] = newsletterParagraphs('<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,<b>') as [[unknown]]
    expect(line).toEqual([{ text: '<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,<b>' }])
  })
})
