import type { PlaceOrderInput, PurchaseType } from '../../contract/orders'
import type { IndividualOrderSearch } from './order-page-search'

/** A yes/no question not answered yet is '' (the schema then asks for a choice). */
export type YesNo = '' | 'yes' | 'no'

/** The car, chosen brand → model → car; only `carId` is sent. */
export type CarChoice = { brand: string; model: string; carId: string }

/**
 * What the individuals' form holds: text as typed, named as the API names its fields
 * (`finance.salary`), so the server's field errors land next to the right control.
 */
export type IndividualOrderValues = CarChoice & {
  name: string
  mobile: string
  email: string
  /** The colour's id, '' for none chosen. */
  colorId: string
  /** The offer the order starts from (the page's `?offer=`), '' for none. */
  offerId: string
  /** The buyer's city (any Saudi city) and the branch, preselected as the nearest to it. */
  city: string
  branchId: string
  purchaseType: PurchaseType
  finance: {
    bank: string
    workSector: string
    salary: string
    monthlyCommitments: string
    downPayment: string
    installmentMonths: string
    /** The plan's last (balloon) payment; '' for none. */
    finalPayment: string
    hasMortgage: YesNo
    hasPaymentDelays: YesNo
    licenceStatus: string
    creditConsent: boolean
  }
}

/** One line of a company's order: the car as chosen, its colour ('' any, else its place in the car's list), how many. */
export type OrderLineValues = CarChoice & { color: string; quantity: string }

export type CompanyOrderValues = {
  companyName: string
  crNumber: string
  vatNumber: string
  ceoName: string
  headquartersCity: string
  headquartersAddress: string
  activity: string
  lines: OrderLineValues[]
  deliveryCity: string
  branchId: string
  contactName: string
  mobile: string
  email: string
  purchaseType: PurchaseType
  bank: string
  /** The offer the request starts from (the page's `?offer=`), '' for none. */
  offerId: string
}

const noCar: CarChoice = { brand: '', model: '', carId: '' }

export const individualOrderDefaults: IndividualOrderValues = {
  name: '',
  mobile: '',
  email: '',
  ...noCar,
  colorId: '',
  offerId: '',
  city: '',
  branchId: '',
  purchaseType: 'cash',
  finance: {
    bank: '',
    workSector: '',
    salary: '',
    monthlyCommitments: '',
    downPayment: '',
    installmentMonths: '',
    finalPayment: '',
    hasMortgage: '',
    hasPaymentDelays: '',
    licenceStatus: '',
    creditConsent: false,
  },
}

export const emptyOrderLine: OrderLineValues = { ...noCar, color: '', quantity: '1' }

export const companyOrderDefaults: CompanyOrderValues = {
  companyName: '',
  crNumber: '',
  vatNumber: '',
  ceoName: '',
  headquartersCity: '',
  headquartersAddress: '',
  activity: '',
  lines: [emptyOrderLine],
  deliveryCity: '',
  branchId: '',
  contactName: '',
  mobile: '',
  email: '',
  purchaseType: 'cash',
  bank: '',
  offerId: '',
}

/** The consent is asked again after a reload: it must be given knowingly, each time (PDPL). */
export const individualDraftOmit = ['finance.creditConsent'] as const

/**
 * What the page's URL keeps of the form (decision 0084), never the draft: the URL wins over an
 * earlier draft of the same tab, so a car page's newer choice is what the form opens with.
 */
export const individualChoiceFields = [
  'colorId',
  'offerId',
  'purchaseType',
  'finance.bank',
  'finance.downPayment',
  'finance.installmentMonths',
  'finance.finalPayment',
] as const

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value))

/** The form's values for the choice the page's URL carries; the salary too, once, when the calculator had one. */
export function individualChoiceValues(
  search: IndividualOrderSearch,
  defaults: IndividualOrderValues = individualOrderDefaults,
): IndividualOrderValues {
  return {
    ...defaults,
    colorId: text(search.color),
    offerId: text(search.offer),
    purchaseType: search.purchase ?? defaults.purchaseType,
    finance: {
      ...defaults.finance,
      bank: search.bank ?? defaults.finance.bank,
      downPayment: text(search.down),
      installmentMonths: text(search.term),
      finalPayment: text(search.balloon),
      salary: text(search.salary),
    },
  }
}

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined)
const carId = idOf
const branchId = idOf
const optionalText = (value: string) => (value.trim() === '' ? undefined : value)
const yesNo = (value: YesNo) => (value === '' ? undefined : value === 'yes')
const chosen = (value: string) => (value === '' ? undefined : value)

/**
 * The individuals' form as the contract takes it; finance answers only for finance. A question
 * not answered yet is left undefined, for the schema to name (hence the one cast).
 */
export function individualOrderInput(values: IndividualOrderValues): PlaceOrderInput {
  const common = {
    type: 'individual',
    name: values.name,
    mobile: values.mobile,
    email: values.email,
    carId: idOf(values.carId),
    colorId: idOf(values.colorId),
    offerId: idOf(values.offerId),
    city: chosen(values.city),
    branchId: branchId(values.branchId),
  }
  const { finance } = values
  return (
    values.purchaseType === 'cash'
      ? { ...common, purchaseType: 'cash' }
      : {
          ...common,
          purchaseType: 'finance',
          finance: {
            bank: finance.bank,
            workSector: chosen(finance.workSector),
            salary: finance.salary,
            monthlyCommitments: finance.monthlyCommitments,
            downPayment: finance.downPayment,
            installmentMonths: finance.installmentMonths,
            finalPayment: optionalText(finance.finalPayment),
            hasMortgage: yesNo(finance.hasMortgage),
            hasPaymentDelays: yesNo(finance.hasPaymentDelays),
            licenceStatus: chosen(finance.licenceStatus),
            creditConsent: finance.creditConsent,
          },
        }
  ) as PlaceOrderInput
}

/** The companies' form as the contract takes it; a bank only for finance. */
export function companyOrderInput(values: CompanyOrderValues): PlaceOrderInput {
  const common = {
    type: 'company',
    companyName: values.companyName,
    crNumber: values.crNumber,
    vatNumber: values.vatNumber,
    ceoName: values.ceoName,
    headquartersCity: chosen(values.headquartersCity),
    headquartersAddress: values.headquartersAddress,
    activity: values.activity,
    lines: values.lines.map((line) => ({
      carId: carId(line.carId),
      color: /^\d+$/.test(line.color) ? Number(line.color) : null,
      quantity: line.quantity,
    })),
    deliveryCity: chosen(values.deliveryCity),
    branchId: branchId(values.branchId),
    contactName: values.contactName,
    mobile: values.mobile,
    email: values.email,
    offerId: idOf(values.offerId),
  }
  return (
    values.purchaseType === 'cash' ? { ...common, purchaseType: 'cash' } : { ...common, purchaseType: 'finance', bank: values.bank }
  ) as PlaceOrderInput
}
