/**
 * Preloaded (`node --import`) into a test server only, never into the product: the clock of the
 * server's main thread (where the dealer API and its database live) moves forward by
 * `TEST_CLOCK_STEP_MS` each time the process gets SIGUSR2, and says so on stdout. A test can then
 * see a one-minute rule (the order code's resend cooldown) hold and then lapse without waiting a
 * real minute, while the server's code and its rule stay exactly as shipped.
 */
import { isMainThread } from 'node:worker_threads'

if (isMainThread) {
  const RealDate = Date
  const step = Number(process.env.TEST_CLOCK_STEP_MS ?? 0)
  let offsetMs = 0
  const now = () => RealDate.now() + offsetMs
  // `new Date()` and `Date.now()` read the shifted time; every other use of Date is untouched.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: new (...args: never[]) => unknown) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  })
  process.on('SIGUSR2', () => {
    offsetMs += step
    process.stdout.write(`${JSON.stringify({ message: 'test clock moved', offsetMs })}\n`)
  })
}
