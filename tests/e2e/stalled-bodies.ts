import { connect, type Socket } from 'node:net'

/**
 * Connections that send the head of a POST announcing 1,000 bytes and ~20 bytes of its body, then
 * nothing, as the attacker's pass did (issue 32): half to the public one-click unsubscribe (a page
 * POST, read by a render), half to the dealer API with a CSRF token of the server's (free to get),
 * so that every one of them reaches a reader of its body. Before the fix each such reader waited
 * for ever and kept its admission slot: 16–20 of them left every page and API call answering 503
 * until a restart, on both engines.
 */
export type StalledBodies = {
  /** The status line each connection got (empty when none came). */
  statusLines: () => string[]
  /** Closes every connection from this side. */
  close: () => void
}

export async function stallBodies(port: number, connections: number): Promise<StalledBodies> {
  const csrf = await fetch(`http://127.0.0.1:${port}/api/csrf`)
  const { token } = (await csrf.json()) as { token: string }
  const cookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!
  const heads = {
    page: [
      'POST /subscription/unsubscribe?token=stalled HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/x-www-form-urlencoded',
      'Content-Length: 1000',
    ],
    api: [
      'POST /api/contact-messages HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      'Content-Length: 1000',
      `Cookie: ${cookie}`,
      `X-XSRF-TOKEN: ${token}`,
    ],
  }
  const sockets: { socket: Socket; received: string }[] = []
  for (let index = 0; index < connections; index++) {
    const entry = { socket: connect(port, '127.0.0.1'), received: '' }
    entry.socket.on('data', (chunk: Buffer) => (entry.received += chunk.toString('latin1')))
    entry.socket.on('error', () => undefined)
    entry.socket.write(`${(index % 2 === 0 ? heads.page : heads.api).join('\r\n')}\r\n\r\n{"name":"stalled-bod`)
    sockets.push(entry)
  }
  return {
    statusLines: () => sockets.map((entry) => entry.received.split('\r\n')[0] ?? ''),
    close: () => sockets.forEach((entry) => entry.socket.destroy()),
  }
}
