/** Decision records (docs/decisions/README.md): each dated, with a status, and listed in the index. */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const folder = new URL('../docs/decisions/', import.meta.url)
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name))
const index = readFileSync(new URL('README.md', folder), 'utf8')

describe('decision records', () => {
  it.each(records)('%s starts with its number and title, then its date and status', (name) => {
    const [title = '', ...rest] = readFileSync(new URL(name, folder), 'utf8').split('\n')
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)} — \\S`))
    const head = rest.slice(0, 5).join('\n')
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m)
    expect(head).toMatch(/Status:\**\s*(accepted|superseded|amended)/)
  })

  it('are each listed in the index, once, with no number used twice', () => {
    for (const name of records) expect(index.split(`](${name})`).length - 1, name).toBe(1)
    const numbers = records.map((name) => name.slice(0, 4))
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
