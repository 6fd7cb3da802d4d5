import { getEventListeners } from 'node:events'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiCalls, apiPortIn, createChannelFetch, dealerApiPortKey, mainThreadApiFetch } from './api-channel'

const opened: MessagePort[] = []

/** A render thread's fetch and the main thread's answerer, both ends in this test's thread. */
function connect(serve: (request: Request) => Promise<Response>, onError?: (error: unknown) => void) {
  const { port1, port2 } = new MessageChannel()
  opened.push(port1, port2)
  answerApiCalls(port1, serve, onError)
  return { fetch: createChannelFetch(port2), answererPort: port1, callerPort: port2 }
}

const never = () => new Promise<Response>(() => undefined)

afterEach(() => {
  for (const port of opened.splice(0)) port.close()
})

describe('a render thread’s API calls over its port', () => {
  it('carries method, URL, headers and a JSON body there, and status, headers and body back', async () => {
    const seen: { method: string; url: string; language: string | null; body: unknown }[] = []
    const { fetch } = connect(async (request) => {
      seen.push({ method: request.method, url: request.url, language: request.headers.get('content-language'), body: await request.json() })
      const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'public, max-age=60' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return new Response(JSON.stringify({ ok: true }), { status: 201, statusText: 'Created', headers })
    })
    const response = await fetch('http://127.0.0.1/api/orders?x=1', {
      method: 'POST',
      headers: { 'content-language': 'ar', 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '0500000000' }),
    })
    expect(seen).toEqual([{ method: 'POST', url: 'http://127.0.0.1/api/orders?x=1', language: 'ar', body: { mobile: '0500000000' } }])
    expect(response.status).toBe(201)
    expect(response.statusText).toBe('Created')
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(await response.json()).toEqual({ ok: true })
  })

  it('sends a form with a file whole, its boundary in its own Content-Type', async () => {
    let received: { name: string | null; file: string; fileName: string } | undefined
    const { fetch } = connect(async (request) => {
      const form = await request.formData()
      const file = form.get('cv') as File
      received = { name: form.get('name') as string | null, file: await file.text(), fileName: file.name }
      return new Response(null, { status: 204 })
    })
    const form = new FormData()
    form.set('name', 'سارة')
    form.set('cv', new File(['%PDF-1.7 السيرة'], 'cv.pdf', { type: 'application/pdf' }))
    const response = await fetch('http://127.0.0.1/api/jobs/1/applications', { method: 'POST', body: form })
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
    expect(received).toEqual({ name: 'سارة', file: '%PDF-1.7 السيرة', fileName: 'cv.pdf' })
  })

  it('stops waiting when its signal aborts, and the call on the other side is aborted too', async () => {
    let answererSignal: AbortSignal | undefined
    const { fetch } = connect((request) => {
      answererSignal = request.signal
      return new Promise<Response>(() => undefined)
    })
    const controller = new AbortController()
    const answer = fetch('http://127.0.0.1/api/cars', { signal: controller.signal })
    await vi.waitFor(() => expect(answererSignal).toBeDefined())
    controller.abort(new Error('timed out'))
    await expect(answer).rejects.toThrow('timed out')
    await vi.waitFor(() => expect(answererSignal?.aborted).toBe(true))
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })

  it('sends nothing for a call whose signal aborted before it went', async () => {
    const serve = vi.fn(never)
    const { fetch } = connect(serve)
    const controller = new AbortController()
    controller.abort(new Error('the visitor left'))
    await expect(fetch('http://127.0.0.1/api/orders', { method: 'POST', body: '{}', signal: controller.signal })).rejects.toThrow(
      'the visitor left',
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(serve).not.toHaveBeenCalled()
  })

  it('leaves no listener on a signal that outlives its call', async () => {
    const { fetch } = connect(async () => Response.json({}))
    const pageSignal = new AbortController().signal
    await fetch('http://127.0.0.1/api/cars', { signal: pageSignal })
    expect(getEventListeners(pageSignal, 'abort')).toHaveLength(0)
  })

  it('never aborts a call it has answered, even when the caller’s end closes after', async () => {
    let answered: AbortSignal | undefined
    const { fetch, callerPort } = connect(async (request) => {
      answered = request.signal
      return Response.json({})
    })
    await fetch('http://127.0.0.1/api/cars')
    callerPort.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered?.aborted).toBe(false)
  })

  it('aborts the calls in flight when the caller’s end closes (its thread died)', async () => {
    let inFlight: AbortSignal | undefined
    const { fetch, callerPort } = connect((request) => {
      inFlight = request.signal
      return never()
    })
    void fetch('http://127.0.0.1/api/cars').catch(() => undefined)
    await vi.waitFor(() => expect(inFlight).toBeDefined())
    callerPort.close()
    await vi.waitFor(() => expect(inFlight?.aborted).toBe(true))
  })

  it('ignores a stray cancel or answer for a call it does not know', async () => {
    const { fetch, answererPort, callerPort } = connect(async () => Response.json({ ok: true }))
    callerPort.postMessage({ cancel: 404 })
    answererPort.postMessage({ id: 404, failed: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await (await fetch('http://127.0.0.1/api/cars')).json()).toEqual({ ok: true })
  })

  it('keeps neither end’s thread alive by itself', () => {
    const { answererPort, callerPort } = connect(never)
    expect(answererPort.hasRef()).toBe(false)
    expect(callerPort.hasRef()).toBe(false)
  })

  it('fails like a refused connection when the answerer breaks, and tells nothing of the error', async () => {
    const errors: unknown[] = []
    const { fetch } = connect(
      () => Promise.reject(new Error('relation "cars" does not exist')),
      (error) => errors.push(error),
    )
    const failure = await fetch('http://127.0.0.1/api/cars').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TypeError)
    expect(String(failure)).toMatch(/fetch failed: the dealer API did not answer/)
    expect(String(failure)).not.toContain('relation')
    expect(errors).toHaveLength(1)
    // And without anyone to tell.
    const { fetch: unreported } = connect(() => Promise.reject(new Error('boom')))
    await expect(unreported('http://127.0.0.1/api/cars')).rejects.toBeInstanceOf(TypeError)
  })

  it('fails the calls still waiting when the answerer’s end closes', async () => {
    const { fetch, answererPort } = connect(() => new Promise<Response>(() => undefined))
    const answer = fetch('http://127.0.0.1/api/cars')
    await new Promise((resolve) => setTimeout(resolve, 20))
    answererPort.close()
    await expect(answer).rejects.toThrow(/fetch failed: the dealer API channel closed/)
  })

  it('keeps each answer with its own call when many are in flight', async () => {
    const { fetch } = connect(async (request) => {
      const n = Number(new URL(request.url).searchParams.get('n'))
      await new Promise((resolve) => setTimeout(resolve, (10 - n) * 3))
      return Response.json({ n })
    })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => fetch(`http://127.0.0.1/api/cars?n=${n}`).then((r) => r.json())))
    expect(answers).toEqual(Array.from({ length: 10 }, (_, n) => ({ n })))
  })

  it('is not there on the main thread: its client calls the API in-process or over HTTP', () => {
    expect(mainThreadApiFetch()).toBeNull()
    expect(mainThreadApiFetch()).toBeNull()
  })

  it('finds a thread’s port in its workerData, and nothing else', () => {
    const { port1 } = new MessageChannel()
    opened.push(port1)
    expect(apiPortIn({ [dealerApiPortKey]: port1 })).toBe(port1)
    for (const data of [null, undefined, {}, { [dealerApiPortKey]: {} }, { [dealerApiPortKey]: 'port' }, 'port'])
      expect(apiPortIn(data)).toBeNull()
  })
})
