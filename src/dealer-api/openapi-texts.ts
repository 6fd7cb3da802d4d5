/**
 * The words of the OpenAPI document that are not in an operation's contract: what each tag is
 * about, the descriptions of parameters many operations share, and the facts every operation's
 * description states (who may call it, how long it may be cached). `npm test` lints the document
 * with Redocly (src/dealer-api/openapi-lint.test.ts): a new tag, or a parameter that has neither
 * its own `.meta({ description })` in the contract nor an entry here, fails it.
 */
import { staffAccess } from '../contract/staff'
import { notifiedMaxAgeHeader, unnotifiedSharedMaxAgeSeconds } from '../contract/content-topics'
import type { RouteDefinition } from './route-kit'

const tagDescriptions: Record<string, string> = {
  system: 'The API itself: health, the CSRF token every change needs, and this document.',
  catalogue: 'Brands, models and the cars for sale, with prices including VAT, and cars that were removed.',
  content:
    'What the dealer publishes: offers, news, jobs, branches, cities, banks, FAQs, fixed pages and settings, in the language asked for.',
  orders: 'Purchase orders from individuals and companies, confirmed by a code sent by SMS, and their tracking.',
  contact: 'Messages to the dealer from the contact form.',
  reservations:
    'Reserving a car with a refundable deposit paid through Moyasar (mada, card, STC Pay, Apple Pay), its receipt, and Moyasar’s webhook.',
  subscriptions: 'The mailing list: double opt-in sign-up, confirmation and one-click unsubscribe.',
  alerts:
    'Price-drop, back-in-stock and new-match alerts: by e-mail (double opt-in) or SMS (a code), at most one message a day, one-click unsubscribe.',
  jobs: 'Applications for open positions, with a CV.',
  buyer:
    'A buyer’s own orders ("My orders"): sign-in by a code sent by SMS to the mobile the orders were placed with, the list, and withdrawing an order not yet approved.',
  'trade-ins':
    'Estimates of a buyer’s car to trade in: photos, the request confirmed by a code sent by SMS, and the estimate staff send, by reference and mobile.',
  'test-drives':
    'Test drives at a branch holding the car, in slots from the branch’s own hours, confirmed by a code sent by SMS, cancelled or moved by a signed link.',
  staff: 'The back office: staff sign-in and sessions, accounts, inboxes and publishing. Each operation names the roles that may use it.',
}

/** The document's `tags`: each tag the routes use, in the order first used, with its description. */
export function tagsOf(routes: readonly RouteDefinition[]): Array<{ name: string; description?: string }> {
  const names = [...new Set(routes.map((route) => route.tag))]
  return names.map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }))
}

/**
 * Parameters by `operationId.name` (one operation's) or by `name` (the same meaning wherever it
 * appears).
 */
const parameterDescriptions: Record<string, string> = {
  page: 'The page of the list to return, from 1.',
  pageSize: 'How many items a page holds.',
  id: 'The id of the item the path names.',
  reference: 'The order reference, as given when the order was placed (e.g. `7K3Q9-XM2PA`).',
  slug: 'The item’s slug: lowercase letters, digits and single hyphens.',
  name: 'The file name, as the answer that linked to the file gave it.',
  colorId: 'The id of one of the car’s colours.',
  photoId: 'The id of one of the photos.',
  city: 'Only those in this city.',
  q: 'Free text to search for.',
  'listModels.brand': 'Only the models of this brand, by slug or id.',
  'searchCars.brands': 'Only cars of these brands (slugs); repeat the parameter for more than one.',
  'searchCars.models': 'Only cars of these models (slugs); repeat the parameter for more than one.',
  'searchCars.q': 'Words the car’s brand, model or name contain, in either language.',
  'searchCars.priceMin': 'The lowest price, in riyals including VAT.',
  'searchCars.priceMax': 'The highest price, in riyals including VAT.',
  'searchCars.monthlyMax':
    'The most the advertised monthly instalment may be, in riyals: cars whose "from … / month" on the advertised finance terms is at most this.',
  'searchCars.year': 'Only cars of this model year.',
  'searchCars.yearMin': 'The earliest model year.',
  'searchCars.yearMax': 'The latest model year.',
  'searchCars.fuel': 'Only cars with one of these fuels; repeat the parameter for more than one.',
  'searchCars.transmission': 'Only cars with one of these transmissions; repeat the parameter for more than one.',
  'searchCars.body': 'Only cars with one of these body types; repeat the parameter for more than one.',
  'searchCars.featured': '`true` for the featured cars only.',
  'searchCars.sort': 'The order of the cars: by price either way, or the newest first.',
  'getCarsByIds.ids': 'The ids of the cars; repeat the parameter for each. Unknown ids are left out of the answer.',
  'getCar.id': 'The id of the car.',
  'getRemovedListing.kind': 'Whether the id is a car’s or an offer’s.',
  'getRemovedListing.id': 'The id the car or offer had.',
  'listOffers.activeOn': 'Only offers valid on this Saudi calendar day (`YYYY-MM-DD`); today when left out.',
  'getOffer.id': 'The id of the offer.',
  'getArticle.key': 'The article’s slug or its id.',
  'listJobs.city': 'Only positions in this city.',
  'listJobs.includeClosed': '`true` to list closed positions too.',
  'listBranches.city': 'Only branches in this city.',
  'listBanks.kind': 'Only banks, or only finance companies.',
  'verifyTestDrive.reference': 'The booking reference, as given when the test drive was booked.',
  'resendTestDriveCode.reference': 'The booking reference, as given when the test drive was booked.',
  'recordTestDriveOutcome.reference': 'The booking reference of the test drive.',
  'unblockTestDriveSlot.id': 'The id of the block.',
  'getStaffTestDriveCalendar.branchId': 'The branch; the first one when left out.',
  'getStaffTestDriveCalendar.from': 'The first Saudi calendar day shown (`YYYY-MM-DD`).',
  'getStaffTestDriveCalendar.days': '1 for a day, 7 for a week.',
  'getPage.slug': 'Which fixed page.',
  'applyForJob.id': 'The id of the open position.',
  'changeStaffAccount.id': 'The id of the staff account.',
  'resetStaffPassword.id': 'The id of the staff account.',
  'listJobApplications.job': 'Only the applications for this position (its id).',
  'downloadJobApplicationCv.id': 'The id of the application.',
  'verifyTradeIn.reference': 'The trade-in request’s reference, as given when it was sent (e.g. `7K3Q9-XM2PA`).',
  'resendTradeInCode.reference': 'The trade-in request’s reference, as given when it was sent (e.g. `7K3Q9-XM2PA`).',
  'listTradeIns.show': 'Requests waiting for an estimate, those estimated (still valid or expired), or all.',
  'answerTradeIn.id': 'The id of the trade-in request.',
  'downloadTradeInPhoto.id': 'The id of the trade-in request.',
  'downloadTradeInPhoto.photoId': 'The id of one of the request’s photos.',
  'listContactMessages.show': 'All messages, or only those waiting for an answer or already handled.',
  'setContactMessageHandled.id': 'The id of the message.',
  'listSubscribers.status': 'Confirmed subscribers, or sign-ups still waiting for confirmation.',
  'listStaffOrders.status': 'Only orders at this stage.',
  'listStaffNews.q': 'Words of the title or summary, in Arabic or English (Arabic letter forms folded).',
  'listStaffNews.state': 'Only articles in this state; left out, every state but deleted.',
  'listStaffOrders.type': 'Only orders of individuals, or of companies.',
  'listStaffOrders.purchaseType': 'Only cash orders, or bank-finance orders.',
  'listStaffOrders.city': 'Only orders whose buyer lives in this city, or whose company has its cars delivered there (any Saudi city).',
  'listStaffOrders.from': 'Only orders confirmed on or after this Saudi calendar day.',
  'listStaffOrders.to': 'Only orders confirmed on or before this Saudi calendar day.',
  'listStaffOrders.q':
    'An order reference (or its start), a mobile number in any spelling, or part of the buyer’s name, e-mail or company.',
  'listStaffOrders.queue':
    '`awaiting_reply`: only company orders still waiting for their first recorded contact, the least time left first.',
  'listStaffOrders.assignee': '`mine`: only orders assigned to the caller ("my orders"); `nobody`: only orders nobody is assigned to.',
  'listStaffOrders.sort': 'The newest or the oldest orders first.',
  'exportStaffOrders.status': 'Only orders at this stage.',
  'exportStaffOrders.type': 'Only orders of individuals, or of companies.',
  'exportStaffOrders.purchaseType': 'Only cash orders, or bank-finance orders.',
  'exportStaffOrders.city': 'Only orders from buyers in this city.',
  'exportStaffOrders.from': 'Only orders confirmed on or after this Saudi calendar day.',
  'exportStaffOrders.to': 'Only orders confirmed on or before this Saudi calendar day.',
  'exportStaffOrders.q': 'As `listStaffOrders`: a reference, a mobile, or part of a name, e-mail or company.',
  'exportStaffOrders.assignee': '`mine`: only orders assigned to the caller; `nobody`: only orders nobody is assigned to.',
  'exportStaffOrders.queue': '`awaiting_reply`: only company orders still waiting for their first recorded contact.',
  'setJobOpen.id': 'The id of the position.',
  'updateJob.id': 'The id of the position.',
  'deleteJob.id': 'The id of the position.',
  'restoreJob.id': 'The id of the position.',
  'listStaffJobs.q': 'Words of the title or city, in Arabic or English.',
  'listStaffJobs.status': 'Only positions in this state; left out, every position not deleted.',
  'updateOffer.id': 'The id of the offer.',
  'deleteBranch.id': 'The id of the branch.',
  'restoreBranch.id': 'The id of the branch.',
  'addSpecialHours.id': 'The id of the branch.',
  'updateSpecialHours.id': 'The id of the branch.',
  'updateSpecialHours.hoursId': 'The id of the period of special hours.',
  'removeSpecialHours.id': 'The id of the branch.',
  'removeSpecialHours.hoursId': 'The id of the period of special hours.',
  'closeOffer.id': 'The id of the offer.',
  'deleteOffer.id': 'The id of the offer.',
  'restoreOffer.id': 'The id of the offer.',
  'listStaffOffers.q': 'Words of the title or summary, in Arabic or English.',
  'listStaffOffers.status': 'Only offers in this state today (Saudi calendar); left out, every offer not deleted.',
  'getPdplRequest.id': 'The id of the personal-data request.',
  'exportPdplRequest.id': 'The id of the personal-data request.',
  'exportPdplRequest.format': '`html`: one page in the person’s language that carries the JSON too; `json`: the JSON alone.',
  'correctPdplRequest.id': 'The id of the personal-data request.',
  'erasePdplRequest.id': 'The id of the personal-data request.',
  'withdrawBuyerOrder.reference': 'The reference of one of the buyer’s own orders.',
  'removeBuyerAlert.alertId': 'The id of one of the buyer’s SMS alerts, as the list of orders gives it.',
}

export function parameterDescription(route: Pick<RouteDefinition, 'operationId'>, name: string): string | undefined {
  return parameterDescriptions[`${route.operationId}.${name}`] ?? parameterDescriptions[name]
}

/** How every CSV download is written (src/lib/csv.ts, src/domain/csv-attachment.ts), said once for each. */
export const csvFileText = [
  'A CSV file (decision 0054): UTF-8 with a byte order mark (Excel then reads Arabic correctly), CRLF line ends, every cell',
  'quoted, as an attachment no cache keeps. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return (also',
  "after apostrophes) is prefixed with `'`, so a spreadsheet shows it as text instead of running it as a formula.",
].join(' ')

/**
 * An operation's description: its contract's (or its summary), then who may call it and how long
 * a shared cache may keep the answer, read from the contract so they cannot drift from the code.
 */
export function operationDescription(route: RouteDefinition): string {
  const parts = [route.description ?? `${route.summary}.`]
  if (route.download?.mediaTypes.includes('text/csv')) parts.push(csvFileText)
  if (route.staff) {
    parts.push(`Staff only: a staff session (\`Authorization: Bearer\`) of one of these roles: ${staffAccess[route.staff].join(', ')}.`)
  } else if (route.buyer) {
    parts.push('The buyer’s own: a buyer session (`Authorization: Bearer`) of `POST /api/buyer/session`.')
  } else if (route.method === 'get') {
    parts.push('Public: no credentials.')
  }
  if (route.method !== 'get') parts.push('A change: it needs the CSRF double submit of `GET /api/csrf` (`X-XSRF-TOKEN` and its cookie).')
  if (route.method === 'get' && route.cacheSeconds !== undefined) {
    parts.push(
      route.contentTopic
        ? `Browsers revalidate the answer (ETag) on each use; shared caches may keep it ${unnotifiedSharedMaxAgeSeconds} s, since staff edit it. The dealer's own storefront, which hears of every edit, keeps it up to ${route.cacheSeconds} s (\`${notifiedMaxAgeHeader}\`).`
        : `Caches may keep the answer up to ${route.cacheSeconds} s (ETag for revalidation).`,
    )
  }
  return parts.join('\n\n')
}
