import * as z from 'zod/mini'
import { idValue, intRangeParam, optionalParam, slugValue } from '../../lib/search-params'
import { orderLimits, purchaseTypes } from '../../contract/order-values'
import { financeTermChoices, typedAmount, type FinanceChoices } from '../../lib/car-page-search'
import { offerIdOfRateChoice } from '../../lib/rate-choice'

/**
 * The individuals' order page's URL (decision 0084): the car, its colour (the colour's id), the
 * offer the order starts from, cash or finance, and the finance plan (bank, first payment, term,
 * last payment, salary) as the car page's calculator left them. A reload and the language switch
 * (which keeps the search params) open the form with the same choice; the form writes its changes
 * back. Anything not valid is dropped, and the form starts as if it were absent.
 */
export const individualOrderSearchSchema = z.object({
  carId: optionalParam(idValue),
  color: optionalParam(idValue),
  offer: optionalParam(idValue),
  purchase: optionalParam(z.enum(purchaseTypes)),
  bank: optionalParam(slugValue),
  down: typedAmount,
  // Any whole month the lender's 12–60 allows (the calculator's choices are its ends), not only
  // its list: a bank's longest term may lie between them.
  term: intRangeParam(financeTermChoices[0], financeTermChoices[financeTermChoices.length - 1]!),
  balloon: typedAmount,
  salary: typedAmount,
})
export type IndividualOrderSearch = z.output<typeof individualOrderSearchSchema>

/**
 * The companies' order page's URL: the car of the first line, its colour by its place in the
 * car's list (as the car page's `color` and a line's colour name it), and the offer the request
 * starts from. Anything not valid is dropped.
 */
export const companyOrderSearchSchema = z.object({
  carId: optionalParam(idValue),
  color: intRangeParam(0, orderLimits.maxColorIndex),
  offer: optionalParam(idValue),
})
export type CompanyOrderSearch = z.output<typeof companyOrderSearchSchema>
export type IndividualOrderSearchInput = z.input<typeof individualOrderSearchSchema>

/** The calculator's rate choice that is no bank: the indicative rate of the "from … / month". */
const advertisedRate = 'advertised'

/**
 * The order link of a car page: the car, the colour shown and, once the visitor used the
 * calculator (its inputs are in the car page's URL), finance with that plan. The first payment
 * and term the calculator started from count as chosen too: they are what it showed; the term is
 * the one it quoted, within the chosen bank's longest.
 */
export function orderSearchFromCarPage(
  car: { id: number; colors: readonly { id: number }[] },
  colorIndex: number,
  choices: FinanceChoices,
  starting: { down: number; term: number; maxTerm: number },
): IndividualOrderSearchInput {
  const color = car.colors[colorIndex]?.id
  const used = [choices.rate, choices.term, choices.down, choices.balloon, choices.salary].some((value) => value !== undefined)
  if (!used) return { carId: car.id, color }
  // An offer chosen in the calculator is the order's offer; its bank is then the buyer's choice.
  const offer = offerIdOfRateChoice(choices.rate) ?? undefined
  return {
    carId: car.id,
    color,
    offer,
    purchase: 'finance',
    bank: choices.rate === advertisedRate || offer !== undefined ? undefined : choices.rate,
    down: choices.down ?? starting.down,
    term: Math.min(choices.term ?? starting.term, starting.maxTerm),
    balloon: choices.balloon,
    salary: choices.salary,
  }
}

/**
 * The companies' order link of a car page: the car, the colour shown (by its place; the first
 * too, as the individuals' link names it) and an offer chosen in the calculator. A company's
 * finance plan is the bank's to quote, so the calculator's figures stay behind.
 */
export function companyOrderSearchFromCarPage(
  car: { id: number; colors: readonly unknown[] },
  colorIndex: number,
  choices: Pick<FinanceChoices, 'rate'>,
): z.input<typeof companyOrderSearchSchema> {
  return {
    carId: car.id,
    color: colorIndex < car.colors.length ? colorIndex : undefined,
    offer: offerIdOfRateChoice(choices.rate) ?? undefined,
  }
}
