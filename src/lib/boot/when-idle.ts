/**
 * Runs `task` once the page has loaded and the browser has nothing more pressing: work no visitor
 * waits for stays out of the page's load (a timer where idle callbacks are missing).
 */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5_000 }) : window.setTimeout(task, 1_000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
