import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures'
import { inBothLanguages, notFoundPath, pageKinds, serverHtml } from '../e2e/page-kinds'

const run = promisify(execFile)
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar')

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

/**
 * Every page kind in both languages, as the production server sends it, through the Nu Html
 * Checker in one run (its start is the slow part): zero errors (issue 18). Java comes from
 * scripts/ensure-java.ts, run by `npm run test:e2e`.
 */
test('the HTML of every page kind, in both languages, has no error in the Nu Html Checker', async ({ request }) => {
  test.setTimeout(120_000)
  const paths = inBothLanguages(await pageKinds(request))
  const pages = await serverHtml(request, paths)
  const dir = test.info().outputPath('pages')
  await mkdir(dir, { recursive: true })
  const fileOf = new Map<string, string>()
  for (const [path, { status, html }] of pages) {
    const notFound = path.endsWith(notFoundPath)
    expect(status, path).toBe(notFound ? 404 : 200)
    const file = join(dir, `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.html`)
    await writeFile(file, html)
    fileOf.set(`file:${file}`, path)
  }
  const checked = await run(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...fileOf.keys()].map(String),
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const { messages } = JSON.parse(checked.stdout) as { messages: VnuMessage[] }
  const errors = messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => `${fileOf.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} [${message.extract ?? ''}]`)
  expect(errors).toEqual([])
})
