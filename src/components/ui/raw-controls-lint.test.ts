import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

const eslint = new ESLint()

/** The elements ESLint refuses in `code` as if it were the file at `filePath` (other rules' findings aside). */
async function refusedElements(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  const lines = code.split('\n')
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => /<(\w+)/.exec(lines[message.line - 1]?.slice(message.column - 1) ?? '')?.[1] ?? '?')
}

const screen = `export function Search() {
  return (
    <form>
      <input name="q" />
      <select name="brand" />
      <textarea name="note" />
      <button type="submit">Search</button>
    </form>
  )
}
`

describe('lint: raw form controls', () => {
  it('are refused in routes and features, which use the UI primitives', async () => {
    const refused = ['input', 'select', 'textarea', 'button']
    expect(await refusedElements(screen, 'src/features/catalogue/components/search.tsx')).toEqual(refused)
    expect(await refusedElements(screen, 'src/routes/{-$locale}/search.tsx')).toEqual(refused)
  })

  it('are where the primitives themselves are made', async () => {
    expect(await refusedElements(screen, 'src/components/ui/search.tsx')).toEqual([])
  })
})
