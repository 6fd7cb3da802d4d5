import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, loggerApi } from '../log.ts'
import { createConsoleGateway } from './console-gateway.server.ts'
import { sendFailure } from './fake-gateway.ts'

function capturedGateway() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  const logger = createLogger(stream, 'info')
  return { lines, gateway: createConsoleGateway(loggerApi(() => logger)) }
}

describe('console SMS gateway', () => {
  it('writes one JSON line per message with "message": "sms", the E.164 recipient and the whole text', async () => {
    const { lines, gateway } = capturedGateway()
    const sent = await gateway.send({ to: '+966512345678', text: 'رمز التحقق 482913 لطلبك MRJ-7K2Q9', reference: 'MRJ-7K2Q9' })

    expect(sent).toEqual({ provider: 'console', messageId: undefined })
    expect(lines).toHaveLength(1)
    // The shape the end-to-end tests read the code from.
    expect(lines[0]).toMatch(
      /^\{"level":"info","time":"[^"]+","to":"\+966512345678","text":"رمز التحقق 482913 لطلبك MRJ-7K2Q9","message":"sms"\}$/,
    )
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>
    expect(line).toMatchObject({ level: 'info', message: 'sms', to: '+966512345678', text: 'رمز التحقق 482913 لطلبك MRJ-7K2Q9' })
  })

  it('refuses what a real gateway would refuse, and writes nothing', async () => {
    const { lines, gateway } = capturedGateway()
    await expect(sendFailure(gateway.send({ to: '0512345678', text: 'x' }))).resolves.toMatchObject({
      reason: 'invalid_recipient',
      retryable: false,
    })
    await expect(sendFailure(gateway.send({ to: '+966512345678', text: ' ' }))).resolves.toMatchObject({ reason: 'empty_text' })
    expect(lines).toHaveLength(0)
  })
})
