/**
 * The e-mail that tells the dealer's staff about a verified purchase order: Arabic first, then
 * English, in one mail. Credit data (salary, commitments, payment history) is never mailed: mail
 * is copied, forwarded and kept in more places than the dealer's own systems (Saudi PDPL).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatNumber } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { bilingualBody, mailSection, type MailLanguage, type MailRow } from '../mail/mail-table.ts'
import type { orderVerifiedPayload } from './kinds.ts'
import { orderChoiceRows } from './order-choice-rows.ts'

type Order = z.output<typeof orderVerifiedPayload>
type Language = MailLanguage
type Line = MailRow

const text = {
  heading: msg({
    context: 'dealer notification mail',
    message: 'A customer confirmed this purchase order with the code sent to their mobile.',
  }),
  reference: msg({ context: 'dealer notification mail', message: 'Reference' }),
  orderType: msg({ context: 'dealer notification mail', message: 'Order type' }),
  individual: msg({ context: 'dealer notification mail', message: 'Individual' }),
  company: msg({ context: 'dealer notification mail', message: 'Company' }),
  car: msg({ context: 'dealer notification mail', message: 'Car' }),
  city: msg({ context: 'dealer notification mail', message: 'City' }),
  headquarters: msg({ context: 'dealer notification mail', message: 'Headquarters' }),
  purchaseType: msg({ context: 'dealer notification mail', message: 'Purchase type' }),
  cash: msg({ context: 'dealer notification mail', message: 'Cash' }),
  finance: msg({ context: 'dealer notification mail', message: 'Finance' }),
  bank: msg({ context: 'dealer notification mail', message: 'Bank' }),
  name: msg({ context: 'dealer notification mail', message: 'Name' }),
  contactName: msg({ context: 'dealer notification mail', message: 'Contact person' }),
  mobile: msg({ context: 'dealer notification mail', message: 'Mobile' }),
  email: msg({ context: 'dealer notification mail', message: 'Email' }),
  companyName: msg({ context: 'dealer notification mail', message: 'Company name' }),
  ceo: msg({ context: 'dealer notification mail', message: 'Chief executive' }),
  activity: msg({ context: 'dealer notification mail', message: 'Company activity' }),
  quantity: msg({ context: 'dealer notification mail', message: 'Quantity' }),
  deliveryCity: msg({ context: 'dealer notification mail', message: 'Delivery city' }),
  branch: msg({ context: 'dealer notification mail', message: 'Handling branch' }),
  anyColor: msg({ context: 'dealer notification mail', message: 'Any colour' }),
  quotationHeading: msg({
    context: 'dealer notification mail',
    message: 'A company confirmed this quotation request with the code sent to its contact’s mobile. Please reply with a quotation.',
  }),
  language: msg({ context: 'dealer notification mail', message: "Customer's language" }),
  arabic: msg({ context: 'dealer notification mail', message: 'Arabic' }),
  english: msg({ context: 'dealer notification mail', message: 'English' }),
  seller: msg({ context: 'dealer notification mail', message: 'Seller' }),
  legalName: msg({ context: 'dealer notification mail', message: 'Registered name' }),
  crNumber: msg({ context: 'dealer notification mail', message: 'CR No.' }),
  vatNumber: msg({ context: 'dealer notification mail', message: 'VAT No.' }),
  sellerAddress: msg({ context: 'dealer notification mail', message: 'Address' }),
  creditWithheld: msg({
    context: 'dealer notification mail',
    message: "For the customer's privacy, the credit details of a finance request are not sent by e-mail.",
  }),
}

function subject(i18n: I18n, order: Order): string {
  const reference = order.reference
  return order.company
    ? i18n._(msg({ context: 'dealer notification mail', message: `New quotation request ${reference}` }))
    : i18n._(msg({ context: 'dealer notification mail', message: `New purchase order ${reference}` }))
}

/** One row a line: its car, colour and how many (`× 3`). */
function carLines(i18n: I18n, order: Order, language: Language): Line[] {
  return order.lines.map((line, index) => ({
    label: text.car,
    value: `${formatNumber(index + 1, language)}. ${line.car.title[language]} · ${line.color?.[language] ?? i18n._(text.anyColor)} × ${formatNumber(line.quantity, language)}`,
  }))
}

function lines(i18n: I18n, order: Order, language: Language): Line[] {
  const company = order.company
  const result: Line[] = [
    { label: text.reference, value: order.reference, ltr: true },
    { label: text.orderType, value: i18n._(order.type === 'company' ? text.company : text.individual) },
    ...(company ? carLines(i18n, order, language) : [{ label: text.car, value: order.car.title[language] }]),
    { label: text.purchaseType, value: i18n._(order.purchaseType === 'finance' ? text.finance : text.cash) },
  ]
  if (order.bank) result.push({ label: text.bank, value: order.bank.name[language] })
  // The bank has its row above; the colour, the offer and the plan are what the buyer chose.
  result.push(...orderChoiceRows(i18n, language, { color: order.color?.name, offer: order.offer?.title, plan: order.plan }))
  if (company) {
    const headquartersCity = company.headquartersCity?.name[language]
    result.push(
      { label: text.quantity, value: formatNumber(company.quantity, language) },
      { label: text.companyName, value: company.name },
      ...(company.crNumber ? [{ label: text.crNumber, value: company.crNumber, ltr: true }] : []),
      ...(company.vatNumber ? [{ label: text.vatNumber, value: company.vatNumber, ltr: true }] : []),
      { label: text.ceo, value: company.ceoName },
      { label: text.activity, value: company.activity },
      {
        label: text.headquarters,
        value: [headquartersCity, company.headquartersAddress].filter(Boolean).join(language === 'ar' ? '، ' : ', '),
      },
      { label: text.deliveryCity, value: order.city.name[language] },
    )
  } else {
    result.push({ label: text.city, value: order.city.name[language] })
  }
  if (order.branch) result.push({ label: text.branch, value: order.branch.name[language] })
  result.push(
    { label: company ? text.contactName : text.name, value: order.contact.name },
    { label: text.mobile, value: order.contact.mobile, ltr: true },
    { label: text.email, value: order.contact.email, ltr: true },
    { label: text.language, value: i18n._(order.locale === 'ar' ? text.arabic : text.english) },
  )
  return result
}

/** The seller as the confirmation names it (decision 0058): what the buyer's order is with. */
function sellerLines(order: Order, language: Language): Line[] {
  const seller = order.seller
  if (!seller) return []
  return [
    { label: text.seller, value: seller.name[language] },
    ...(seller.legalName ? [{ label: text.legalName, value: seller.legalName[language] }] : []),
    ...(seller.crNumber ? [{ label: text.crNumber, value: seller.crNumber, ltr: true }] : []),
    ...(seller.vatNumber ? [{ label: text.vatNumber, value: seller.vatNumber, ltr: true }] : []),
    { label: text.sellerAddress, value: seller.address[language] },
  ]
}

function section(i18n: I18n, order: Order, language: Language) {
  return mailSection(i18n, language, {
    heading: order.company ? text.quotationHeading : text.heading,
    rows: [...lines(i18n, order, language), ...sellerLines(order, language)],
    note: order.finance ? i18n._(text.creditWithheld) : null,
  })
}

/** The mail for `order` to the dealer's staff at `to`. */
export async function orderVerifiedMail(order: Order, to: string[]): Promise<MailMessage> {
  const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
  const arabic = section(ar, order, 'ar')
  const english = section(en, order, 'en')
  return { to, subject: `${subject(ar, order)} | ${subject(en, order)}`, ...bilingualBody(arabic, english) }
}
