import { afterEach, expect, it, vi } from 'vitest'
import { resetLifecycleForTests, stopBackgroundTasks } from '../server/lifecycle'

const dispatch = vi.hoisted(() => ({ calls: 0, release: null as (() => void) | null }))

vi.mock('../domain/newsletter-dispatch', () => ({
  dispatchNewsletters: vi.fn(async () => {
    dispatch.calls += 1
    await new Promise<void>((resolve) => {
      dispatch.release = resolve
    })
    return { queued: 0, skipped: 0, finished: 0 }
  }),
}))
vi.mock('../server/db/client.server', () => ({ getDb: async () => ({}) }))

afterEach(resetLifecycleForTests)

it('a shutdown waits for the newsletter round in progress, and no round starts after it', async () => {
  const { startNewsletterDispatcher, wakeNewsletterDispatcher } = await import('./newsletter-dispatcher')
  startNewsletterDispatcher()
  await vi.waitFor(() => expect(dispatch.calls).toBe(1))

  let stopped = false
  const stopping = stopBackgroundTasks().then((failures) => {
    stopped = true
    return failures
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  // The round still holds the database: the shutdown must not go on to close it yet.
  expect(stopped).toBe(false)
  dispatch.release!()
  expect(await stopping).toEqual([])

  wakeNewsletterDispatcher()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(dispatch.calls).toBe(1)
})
