/**
 * Resolves once the browser has painted the frame that follows: a requestAnimationFrame callback
 * runs just before a paint, and a task queued from it runs just after. Work that only keeps the
 * URL in step with what the visitor chose (a router navigation re-runs every match's search
 * validation and head) waits for it, so the visitor's tap is answered by the paint of their
 * choice first, not after that work (Interaction to Next Paint, issue 13).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}
