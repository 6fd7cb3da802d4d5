// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { bringsUpKeyboard } from './text-entry'

function element(html: string): Element {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return holder.firstElementChild!
}

describe('bringsUpKeyboard', () => {
  it('is true for the boxes a visitor types in', () => {
    for (const html of [
      '<input>',
      '<input type="number">',
      '<input type="tel">',
      '<input type="email">',
      '<input type="search">',
      '<textarea></textarea>',
    ])
      expect(bringsUpKeyboard(element(html)), html).toBe(true)
  })

  it('is false for controls that take a tap or a picker, and for anything else', () => {
    for (const type of ['checkbox', 'radio', 'range', 'color', 'file', 'submit', 'button', 'reset', 'image'])
      expect(bringsUpKeyboard(element(`<input type="${type}">`)), type).toBe(false)
    for (const html of ['<select><option>1</option></select>', '<button>Go</button>', '<a href="/">Home</a>', '<div tabindex="0"></div>'])
      expect(bringsUpKeyboard(element(html)), html).toBe(false)
    expect(bringsUpKeyboard(null)).toBe(false)
    expect(bringsUpKeyboard(document)).toBe(false)
  })

  it('is true for an editable element', () => {
    const editable = element('<div contenteditable="true"></div>') as HTMLElement
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(bringsUpKeyboard(editable)).toBe(true)
  })
})
