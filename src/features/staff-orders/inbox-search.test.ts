import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { inboxSearchSchema } from './inbox-search'

describe('the orders inbox’s URL (issue 32)', () => {
  it('keeps real days and drops a day no calendar has or no database stores, keeping the other filters', () => {
    expect(z.parse(inboxSearchSchema, { from: '2026-01-11', to: '2028-02-29' })).toMatchObject({ from: '2026-01-11', to: '2028-02-29' })
    for (const day of ['0000-01-01', '2026-02-30', '2027-02-29', '2026-04-31', '1899-12-31', '2026-1-1']) {
      const search = z.parse(inboxSearchSchema, { from: day, to: day, city: 'tabuk' })
      expect(search, day).toMatchObject({ from: undefined, to: undefined, city: 'tabuk' })
    }
  })
})
