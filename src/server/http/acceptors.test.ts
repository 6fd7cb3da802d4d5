import { createServer, get, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { addAcceptors, assertPortFree, cannotListenMessage, type Acceptors } from './acceptors'

function listen(server: { listen: (options: object, callback: () => void) => unknown }, options: object): Promise<void> {
  return new Promise((resolve) => void server.listen(options, resolve))
}

function fetchText(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk))
      response.on('end', () => resolve(text))
    }).on('error', reject)
  })
}

describe('extra listening sockets', () => {
  let server: Server | undefined
  let acceptors: Acceptors | undefined
  afterEach(async () => {
    acceptors?.close()
    acceptors = undefined
    server?.closeAllConnections()
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()))
    server = undefined
  })

  it('hand the connections they accept to the same HTTP server', async () => {
    server = createServer((_request, response) => response.end('answered'))
    await listen(server, { port: 0, host: '127.0.0.1', reusePort: true })
    const { port } = server.address() as AddressInfo
    acceptors = await addAcceptors(server, 3, { port, host: '127.0.0.1' })
    // The server's own socket stops listening: every connection now comes through an extra one.
    server.close()
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetchText(port)))
    expect(answers).toEqual(Array.from({ length: 8 }, () => 'answered'))
    acceptors.close()
    await expect(fetchText(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('are refused a port held without SO_REUSEPORT, and leave none of theirs listening', async () => {
    server = createServer((_request, response) => response.end('first'))
    await listen(server, { port: 0, host: '127.0.0.1' })
    const { port } = server.address() as AddressInfo
    await expect(addAcceptors(server, 2, { port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    expect(await fetchText(port)).toBe('first')
  })
})

describe('the port check before listening', () => {
  it('passes a free port, and fails one held with or without SO_REUSEPORT', async () => {
    const probe = createNetServer()
    await listen(probe, { port: 0, host: '127.0.0.1' })
    const { port } = probe.address() as AddressInfo
    await expect(assertPortFree({ port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    await expect(assertPortFree({ port, host: '127.0.0.1' })).resolves.toBeUndefined()

    // Another server of ours, sharing its port among its own sockets, still holds it.
    const running = createNetServer()
    await listen(running, { port, host: '127.0.0.1', reusePort: true })
    await expect(assertPortFree({ port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    await new Promise<void>((resolve) => running.close(() => resolve()))
    // Free again once it has gone: the check itself holds nothing.
    await expect(assertPortFree({ port, host: '127.0.0.1' })).resolves.toBeUndefined()
  })
})

describe('the message when the port cannot be taken', () => {
  it('tells the operator what to do for a port in use, and what to check otherwise', () => {
    expect(cannotListenMessage('server', 'EADDRINUSE')).toBe(
      'The server cannot listen on the port (EADDRINUSE): another process holds it. Stop that process, or set PORT to a free port.',
    )
    expect(cannotListenMessage('server processes', 'EACCES')).toBe(
      'The server processes cannot listen on the port (EACCES): check PORT and HOST.',
    )
  })
})
