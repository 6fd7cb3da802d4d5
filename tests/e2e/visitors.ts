import { test } from '@playwright/test'

/**
 * Data of a visitor of the test's own, so that tests sharing one server never meet: each gets
 * mobiles, e-mails and a client address no other test of the run has (the shared server's limits
 * count per mobile, e-mail and address, and its deliveries are read by recipient: deliveries.ts).
 * Unique within a run: a Playwright worker's index is never reused in a run, and each worker
 * counts its own.
 */
let issued = 0

function serial(): { worker: number; count: number } {
  issued += 1
  const worker = test.info().workerIndex
  if (worker > 999 || issued > 9_999) throw new Error('visitors.ts ran out of numbers for this worker')
  return { worker, count: issued }
}

const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)

/** A Saudi mobile nobody else in the run uses: as typed (`05…`), in E.164, and typed in Arabic digits. */
export function newMobile(): { typed: string; e164: string; arabic: string } {
  const { worker, count } = serial()
  const typed = `055${String(worker).padStart(3, '0')}${String(count).padStart(4, '0')}`
  return { typed, e164: `+966${typed.slice(1)}`, arabic: arabicDigits(typed) }
}

/** An e-mail address nobody else in the run uses; `name` makes it readable in a failure. */
export function newEmail(name = 'visitor'): string {
  const { worker, count } = serial()
  return `${name}.w${worker}.${count}@example.com`
}

/** A client address of the test's own (sent as X-Forwarded-For: the suite's servers trust it). */
export function newClientAddress(): string {
  const { worker, count } = serial()
  return `10.${worker % 256}.${Math.floor(count / 256)}.${count % 256}`
}
