import * as z from 'zod/mini'
import { normalizeDigits } from './digits'
import { idValue, optionalParam, slugValue } from './search-params'

/**
 * How a typed amount goes into the URL: plain digits as a number (`?down=20000`, not `"20000"`),
 * Arabic-Indic digits (`١٤٠٠٠٠`) as the same number in Latin digits, nothing typed as no parameter,
 * and anything else (a half-typed `20,0`, `12.5`) as the text as typed, for the calculator's
 * parser to judge.
 *
 * The router checks every navigation's search against the schema below and writes what it
 * returns, with JSON for anything but a plain string: a string of digits there would come out
 * quoted (`?down=%22140000%22`). So this is also the schema's output, not only the calculator's.
 */
export function amountParam(typed: string | number): string | number | undefined {
  if (typeof typed === 'number') return typed
  const digits = normalizeDigits(typed).trim()
  if (digits === '') return undefined
  return /^\d{1,15}$/.test(digits) ? Number(digits) : typed
}

/**
 * A typed amount as the URL carries it (`amountParam`): a whole number, or other text of at most
 * 20 characters. The order form's URL carries the plan the same way.
 */
export const typedAmount = optionalParam(
  z.pipe(
    z.union([z.int(), z.string().check(z.maxLength(20))]),
    z.transform((value: string | number) => amountParam(value)),
  ),
)

/**
 * The calculator's terms in months, a choice list within the lender's 12–60 (lib/finance.ts's
 * `financeRules`, not imported here: this schema is in every page's first load, the rules are not).
 */
export const financeTermChoices = [12, 24, 36, 48, 60] as const

/**
 * The car page's URL: `id` chooses the car; the chosen colour and the finance calculator's inputs
 * ride along, so the language switcher (which keeps the search params) and a reload keep them
 * (decision 0056). Anything not valid is dropped, and the page starts as if it were absent.
 */
export const carSearchSchema = z.object({
  id: optionalParam(idValue),
  /** The colour's position among the car's colours. */
  color: optionalParam(z.int().check(z.minimum(0), z.maximum(31))),
  /** A finance partner's slug, or `advertised` for the indicative rate. */
  rate: optionalParam(slugValue),
  term: optionalParam(z.int().check(z.refine((months) => (financeTermChoices as readonly number[]).includes(months)))),
  down: typedAmount,
  balloon: typedAmount,
  salary: typedAmount,
})

export type CarSearch = z.output<typeof carSearchSchema>
/** What a link or navigation may put in the car page's URL. */
export type CarSearchInput = z.input<typeof carSearchSchema>

/** The calculator's inputs as the URL carries them. */
export type FinanceChoices = Pick<CarSearch, 'rate' | 'term' | 'down' | 'balloon' | 'salary'>
