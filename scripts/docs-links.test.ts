/** The README stays a guide (issue 39), and every relative link in the docs leads to a file that exists. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const markdownIn = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`)
const documents = ['README.md', 'CONTRIBUTING.md', ...markdownIn('docs'), ...markdownIn('docs/decisions')]

describe('documentation', () => {
  it('keeps the README to a guide of at most 220 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(220)
  })

  it.each(documents)('%s links only to files that exist', (document) => {
    const text = readFileSync(join(root, document), 'utf8')
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!).filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    const missing = targets.filter((target) => !existsSync(resolve(dirname(join(root, document)), target.split('#')[0]!)))
    expect(missing).toEqual([])
  })
})
