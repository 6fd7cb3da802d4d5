/**
 * Test code only: a render thread as far as content changes go. It subscribes as the dealer-API
 * client in a render thread does and tells its parent of every change it hears.
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here.
 */
import { parentPort } from 'node:worker_threads'
import { onContentChange } from './content-changes.server.ts'

const port = parentPort
if (!port) throw new Error('content-changes-thread.fixture.ts runs as a worker thread')
const stop = onContentChange((change) => port.postMessage(change))
port.on('message', (message) => {
  if (message === 'stop') {
    stop()
    port.close()
  }
})
port.postMessage('ready')
