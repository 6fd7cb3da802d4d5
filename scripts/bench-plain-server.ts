/**
 * The physical limit for `npm run bench`: a bare `node:http` server answering each page's compressed
 * bytes, as the app sent them, from memory, in as many processes as the app runs (node:cluster,
 * as the app's own server does), so both sides share the machine's cores the same way. Whatever
 * the app does beyond this (routing, the page cache, its headers) is what the ratio measures.
 *
 *   node scripts/bench-plain-server.ts <port> <manifest.json> [processes]
 *   (manifest: { "/en": { "encoding": "br", "body": "<base64>" } })
 */
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [portArgument, manifestFile, processesArgument = '1'] = process.argv.slice(2)
if (!portArgument || !manifestFile) throw new Error('usage: node scripts/bench-plain-server.ts <port> <manifest.json> [processes]')
const processes = Math.max(1, Number(processesArgument))

if (processes > 1 && cluster.isPrimary) {
  let listening = 0
  for (let index = 0; index < processes; index++) {
    cluster.fork().once('listening', () => {
      if (++listening === processes) process.stdout.write('ready\n')
    })
  }
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill()
    process.exit(0)
  })
} else {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { encoding: string; body: string }>
  const pages = new Map(
    Object.entries(manifest).map(([path, page]) => [path, { encoding: page.encoding, body: Buffer.from(page.body, 'base64') }]),
  )
  createServer((request, response) => {
    const page = pages.get(request.url ?? '')
    if (!page) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': page.encoding,
      'Content-Length': page.body.length,
    })
    response.end(page.body)
  }).listen(Number(portArgument), '127.0.0.1', () => {
    if (cluster.isPrimary) process.stdout.write('ready\n')
  })
}
