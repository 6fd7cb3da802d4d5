import { describe, expect, it } from 'vitest'
import { currentRequestId, requestIdFrom, runWithRequestId } from './request-context'

describe('request ids', () => {
  it("keeps a proxy's plain id and replaces anything else with a fresh one", () => {
    expect(requestIdFrom('3f2a9c1e-77aa-4b1e-9d2c-0a1b2c3d4e5f')).toBe('3f2a9c1e-77aa-4b1e-9d2c-0a1b2c3d4e5f')
    for (const hostile of [null, '', 'short', 'x'.repeat(65), 'id with spaces', 'id\nInjected: yes', '<script>']) {
      const id = requestIdFrom(hostile)
      expect(id).not.toBe(hostile)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('is known inside the work it was given to, and only there', async () => {
    expect(currentRequestId()).toBeUndefined()
    await runWithRequestId('request-0001', async () => {
      await Promise.resolve()
      expect(currentRequestId()).toBe('request-0001')
    })
    expect(currentRequestId()).toBeUndefined()
  })
})
