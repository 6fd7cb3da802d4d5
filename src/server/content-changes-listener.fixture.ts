/**
 * Test code only: another storefront process on the same PostgreSQL database, as
 * src/server/content-changes.server.test.ts starts it. It relays the database's content changes
 * to its threads as the server does, keeps an answer the way the dealer-API client keeps one, and
 * says on stdout when a change made it drop that answer.
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here.
 */
import { openDatabase } from './db/connection.server.ts'
import { onContentChange, startContentChangeRelay } from './content-changes.server.ts'

const url = process.argv[2]
if (!url) throw new Error('usage: content-changes-listener.fixture.ts <postgres url>')

const handle = await openDatabase({ engine: 'postgres', url, maxConnections: 1 }, { seed: 'never' })
await startContentChangeRelay(handle)

const kept = new Map<string, string>([['news', 'the list of news as it was']])
onContentChange(({ topic }) => {
  if (topic === null) kept.clear()
  else kept.delete(topic)
  process.stdout.write(`dropped ${topic ?? 'everything'} (${kept.size} kept)\n`)
})
process.stdout.write('ready\n')
// Until the test ends this process.
setInterval(() => undefined, 60_000)
