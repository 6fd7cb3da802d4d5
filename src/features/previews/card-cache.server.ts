import { LRUCache } from 'lru-cache'

/**
 * Rendered cards by file name, in this process (or render thread). A name is the hash of what the
 * card shows, so an entry never goes stale; it is only evicted for room. Each process renders a
 * card on its first request for it (a few hundred milliseconds), and concurrent requests for the
 * same card share that one render (docs/decisions/0059-link-preview-cards.md).
 */
const rendered = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (value) => value.length })
const inFlight = new Map<string, Promise<Buffer>>()

export function cachedCard(name: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = rendered.get(name)
  if (hit) return Promise.resolve(hit)
  let pending = inFlight.get(name)
  if (!pending) {
    pending = render()
      .then((bytes) => {
        rendered.set(name, bytes)
        return bytes
      })
      .finally(() => inFlight.delete(name))
    inFlight.set(name, pending)
  }
  return pending
}
