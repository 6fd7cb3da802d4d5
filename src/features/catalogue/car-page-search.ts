import * as z from 'zod/mini'
import { idValue, optionalParam, slugValue } from '../../lib/search-params'

/**
 * A typed amount as the visitor left it (the calculator's parser judges it), at most 20
 * characters. The router reads `?down=20000` as a number, so a number is taken back as its text.
 */
const typedAmount = optionalParam(
  z.pipe(
    z.union([z.string(), z.int()]),
    z.pipe(
      z.transform((value: string | number) => String(value)),
      z.string().check(z.maxLength(20)),
    ),
  ),
)

/** How a typed amount goes into the URL: plain digits as a number (`?down=20000`, not `"20000"`). */
export function amountParam(text: string): string | number | undefined {
  if (text === '') return undefined
  return /^\d{1,15}$/.test(text) ? Number(text) : text
}

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
