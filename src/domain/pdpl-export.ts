/**
 * A person's data as the file a PDPL access request is answered with (decision 0089): the JSON
 * a program reads, or one HTML page in the person's language that a person reads, carrying the
 * same JSON at its end. It states what a legal hold keeps. CVs travel inside it (base64), so the
 * one file is everything.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { buyerStepOf, type OrderStatus } from '../contract/order-values.ts'
import type { PdplExportFormat, PdplRequest } from '../contract/pdpl.ts'
import { formatDate, formatDateTime, formatSar } from '../lib/format.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'
import { isHeldOrder, type PersonData } from './pdpl-person.ts'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const iso = (date: Date | null) => date?.toISOString() ?? null

/** The machine-readable copy: every field as stored, dates in ISO 8601, nobody else's data. */
export function personExportJson(data: PersonData, request: PdplRequest, now: Date) {
  return {
    exportedAt: now.toISOString(),
    subject: data.subject,
    request: { id: request.id, kind: request.kind, receivedOn: request.receivedOn, dueOn: request.dueOn },
    legalHold: {
      orders: data.orders.filter(isHeldOrder).map((order) => order.reference),
      reservations: data.reservations.filter((reservation) => reservation.held).map((reservation) => reservation.reference),
    },
    orders: data.orders.map((order) => ({
      reference: order.reference,
      type: order.type,
      status: order.status,
      placedAt: iso(order.createdAt),
      verifiedAt: iso(order.verifiedAt),
      car: order.carTitle,
      city: order.cityName,
      purchaseType: order.purchaseType,
      bank: order.bank,
      contact: { name: order.contactName, mobile: order.mobile, email: order.email },
      company: order.company,
      finance: order.finance,
      creditConsentAt: iso(order.creditConsentAt),
      creditErasedAt: iso(order.creditErasedAt),
      history: order.history.map((step) => ({ status: step.status, at: iso(step.at), note: step.note })),
      notes: order.notes.map((note) => ({ at: iso(note.at), text: note.text })),
      pendingCode: order.pendingCode ? { expiresAt: iso(order.pendingCode.expiresAt), codesSent: order.pendingCode.codesSent } : null,
      legalHold: order.held,
    })),
    jobApplications: data.applications.map((application) => ({
      reference: application.reference,
      job: application.jobTitle,
      appliedAt: iso(application.createdAt),
      name: application.name,
      mobile: application.mobile,
      email: application.email,
      cv: application.cv
        ? {
            fileName: application.cv.originalName,
            mediaType: application.cv.mediaType,
            sizeBytes: application.cv.sizeBytes,
            contentBase64: base64(application.cv.content),
          }
        : null,
    })),
    contactMessages: data.messages.map((message) => ({
      receivedAt: iso(message.createdAt),
      name: message.name,
      email: message.email,
      mobile: message.mobile,
      message: message.message,
      answeredAt: iso(message.handledAt),
    })),
    mailingList: data.subscriptions.map((signUp) => ({
      email: signUp.email,
      language: signUp.locale,
      signedUpAt: iso(signUp.createdAt),
      confirmedAt: iso(signUp.confirmedAt),
    })),
    alerts: data.alerts.flatMap(({ recipient, alerts }) =>
      alerts.map((alert) => ({
        kind: alert.kind,
        sentBy: recipient.channel,
        to: recipient.address,
        language: recipient.locale,
        carId: alert.carId,
        marketSearch: alert.marketQuery,
        askedAt: iso(alert.createdAt),
        confirmedAt: iso(alert.confirmedAt),
      })),
    ),
    tradeInRequests: data.tradeIns.map((request) => ({
      reference: request.reference,
      sentAt: iso(request.createdAt),
      confirmedAt: iso(request.verifiedAt),
      mobile: request.mobile,
      car: { make: request.make, model: request.model, year: request.year, mileageKm: request.mileageKm, condition: request.condition },
      city: request.city,
      photos: request.photos,
      estimate: request.estimateSar === null ? null : { amountSar: request.estimateSar, validUntil: iso(request.estimateValidUntil) },
    })),
    testDrives: data.testDrives.map((drive) => ({
      reference: drive.reference,
      status: drive.status,
      bookedAt: iso(drive.createdAt),
      startsAt: iso(drive.startsAt),
      car: drive.carTitle,
      contact: { name: drive.name, mobile: drive.mobile, email: drive.email },
      language: drive.locale,
    })),
    reservations: data.reservations.map((reservation) => ({
      reference: reservation.reference,
      status: reservation.status,
      reservedAt: iso(reservation.createdAt),
      car: reservation.carTitle,
      colour: reservation.colorName,
      contact: { name: reservation.contactName, mobile: reservation.mobile, email: reservation.email },
      depositHalalas: reservation.depositHalalas,
      paidAt: iso(reservation.paidAt),
      heldUntil: iso(reservation.expiresAt),
      endedAt: iso(reservation.endedAt),
      legalHold: reservation.held,
    })),
    messagesToBeSent: data.outbox.map((message) => ({
      kind: message.kind,
      channel: message.channel,
      createdAt: iso(message.createdAt),
      deliveredAt: iso(message.deliveredAt),
      content: message.payload,
    })),
    staffActions: data.audit.map((row) => ({ at: iso(row.at), action: row.action, about: row.subjectType })),
  }
}

const texts = {
  title: msg({ message: 'Your personal data held by us', comment: 'Personal-data export (a file for a customer): title of the page' }),
  intro: msg({
    message: 'Everything we hold about {subject}, as of {date}, in answer to your request under the Personal Data Protection Law.',
    comment: 'Personal-data export: first sentence; {subject} is the mobile number or e-mail address, {date} the day of the export',
  }),
  hold: msg({
    message:
      'A completed purchase stays on record after an erasure: commercial and tax law require us to keep the sale and its invoice data. Its finance answers, notes and codes are still deleted.',
    comment: 'Personal-data export and desk: what a legal hold keeps when a person asks for erasure',
  }),
  orders: msg({ message: 'Purchase orders', comment: 'Personal-data export: heading of the orders section' }),
  applications: msg({ message: 'Job applications', comment: 'Personal-data export: heading of the job applications section' }),
  messages: msg({ message: 'Messages to us', comment: 'Personal-data export: heading of the contact messages section' }),
  alerts: msg({
    message: 'Price, stock and new-car alerts',
    comment: 'Personal-data export: heading of the section of the person’s alerts',
  }),
  sentTo: msg({ message: 'Sent to', comment: 'Personal-data export: label of the e-mail address or mobile an alert goes to' }),
  search: msg({ message: 'Market search', comment: 'Personal-data export: label of the saved search an alert watches' }),
  testDrives: msg({ message: 'Test drives you booked', comment: 'Personal-data export: heading of the test drive bookings section' }),
  reservations: msg({ message: 'Cars you reserved', comment: 'Personal-data export: heading of the car reservations section' }),
  when: msg({ message: 'Time', comment: 'Personal-data export: label of when a test drive takes place' }),
  deposit: msg({ message: 'Deposit', comment: 'Personal-data export: label of a reservation’s refundable deposit' }),
  tradeIns: msg({ message: 'Cars you asked us to value', comment: 'Personal-data export: heading of the trade-in requests section' }),
  estimate: msg({ message: 'Our estimate', comment: '“Value my car” status page: label above the amount staff sent' }),
  mailingList: msg({ message: 'Mailing list', comment: 'Personal-data export: heading of the newsletter sign-up section' }),
  outbox: msg({
    message: 'Text messages and e-mails waiting or recently sent',
    comment: 'Personal-data export: heading of the outbox section',
  }),
  staff: msg({ message: 'Actions by our staff on your records', comment: 'Personal-data export: heading of the audit rows section' }),
  none: msg({ message: 'Nothing held.', comment: 'Personal-data export: a section with no records' }),
  machine: msg({ message: 'The same data, machine-readable (JSON)', comment: 'Personal-data export: heading of the JSON copy at the end' }),
  reference: msg({ message: 'Reference', comment: 'Personal-data export: label of an order or application reference' }),
  date: msg({ message: 'Date', comment: 'Personal-data export: label of when a record was made' }),
  name: msg({ message: 'Name', comment: 'Personal-data export: label of the person’s name' }),
  mobile: msg({ message: 'Mobile', comment: 'Personal-data export: label of the mobile number' }),
  email: msg({ message: 'Email', comment: 'Personal-data export: label of the e-mail address' }),
  car: msg({ message: 'Car', comment: 'Personal-data export: label of the car ordered' }),
  city: msg({ message: 'City', comment: 'Personal-data export: label of the city' }),
  status: msg({ message: 'Status', comment: 'Personal-data export: label of an order’s status' }),
  held: msg({ message: 'Kept by legal hold', comment: 'Personal-data export: marks an order that an erasure keeps' }),
  finance: msg({ message: 'Finance answers', comment: 'Personal-data export: label of the credit answers of a finance order' }),
  company: msg({ message: 'Company', comment: 'Personal-data export: label of a company order’s details' }),
  notes: msg({ message: 'Staff notes', comment: 'Personal-data export: label of staff notes on an order' }),
  job: msg({ message: 'Position', comment: 'Personal-data export: label of the job applied for' }),
  cv: msg({ message: 'CV', comment: 'Personal-data export: label of the CV file, with a link that saves it' }),
  message: msg({ message: 'Message', comment: 'Personal-data export: label of the text of a contact message' }),
  confirmed: msg({ message: 'Confirmed', comment: 'Personal-data export: label of when a mailing-list sign-up was confirmed' }),
  kind: msg({ message: 'Kind', comment: 'Personal-data export: label of what kind an outbox message or staff action is' }),
  notYet: msg({ message: 'Not yet', comment: 'Personal-data export: a sign-up not confirmed yet' }),
} as const

const alertKindTexts = {
  price_drop: msg({ message: 'When the price drops', comment: 'Alerts form: a choice of what to be told' }),
  back_in_stock: msg({ message: 'When it is back in stock', comment: 'Alerts form: a choice of what to be told' }),
  new_matches: msg({ message: 'New cars matching a market search', comment: 'List of alerts: what a search alert tells' }),
} as const

const stepTexts = {
  awaiting_verification: msg({ message: 'Awaiting confirmation by SMS code', comment: 'Personal-data export: order status' }),
  received: msg({ message: 'Received', comment: 'Personal-data export: order status' }),
  approved: msg({ message: 'Approved', comment: 'Personal-data export: order status' }),
  ready: msg({ message: 'Car ready', comment: 'Personal-data export: order status' }),
  completed: msg({ message: 'Completed', comment: 'Personal-data export: order status' }),
  declined: msg({ message: 'Declined', comment: 'Personal-data export: order status' }),
  cancelled: msg({ message: 'Cancelled', comment: 'Personal-data export: order status' }),
  closed: msg({ message: 'Closed', comment: 'Personal-data export: order status' }),
} as const

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

type Row = [label: string, value: string, ltr?: boolean]

function table(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value, ltr]) => `<tr><th scope="row">${escapeHtml(label)}</th><td><bdi${ltr ? ' dir="ltr"' : ''}>${value}</bdi></td></tr>`,
    )
    .join('')
  return `<table>${cells}</table>`
}

function section(heading: string, items: string[], none: string): string {
  return `<section><h2>${escapeHtml(heading)}</h2>${items.length ? items.join('') : `<p>${escapeHtml(none)}</p>`}</section>`
}

function readablePage(i18n: I18n, language: Locale, data: PersonData, json: unknown, now: Date): string {
  const t = (descriptor: (typeof texts)[keyof typeof texts]) => i18n._(descriptor)
  const text = (value: string) => escapeHtml(value)
  const when = (date: Date) => text(formatDateTime(date, language))
  const orders = data.orders.map((order) => {
    const rows: Row[] = [
      [t(texts.reference), text(order.reference), true],
      [t(texts.date), when(order.createdAt)],
      [t(texts.car), text(order.carTitle[language])],
      [t(texts.city), text(order.cityName[language])],
      [t(texts.status), text(i18n._(stepTexts[buyerStepOf(order.status as OrderStatus)]))],
      [t(texts.name), text(order.contactName)],
      [t(texts.mobile), text(order.mobile), true],
      [t(texts.email), text(order.email), true],
    ]
    if (order.company) rows.push([t(texts.company), text(`${order.company.companyName} · ${order.company.headquartersAddress}`)])
    if (order.finance) rows.push([t(texts.finance), `<code>${text(JSON.stringify(order.finance))}</code>`, true])
    if (order.notes.length) rows.push([t(texts.notes), order.notes.map((note) => `${when(note.at)}: ${text(note.text)}`).join('<br>')])
    const mark = order.held ? ` <strong class="held">${text(t(texts.held))}</strong>` : ''
    return `<h3>${text(order.reference)}${mark}</h3>${table(rows)}`
  })
  const applications = data.applications.map((application) => {
    const rows: Row[] = [
      [t(texts.reference), text(application.reference), true],
      [t(texts.date), when(application.createdAt)],
      [t(texts.job), text(application.jobTitle[language])],
      [t(texts.name), text(application.name)],
      [t(texts.mobile), text(application.mobile), true],
      [t(texts.email), text(application.email), true],
    ]
    if (application.cv) {
      const href = `data:${application.cv.mediaType};base64,${base64(application.cv.content)}`
      rows.push([
        t(texts.cv),
        `<a download="${text(application.cv.originalName)}" href="${text(href)}">${text(application.cv.originalName)}</a>`,
      ])
    }
    return `<h3>${text(application.reference)}</h3>${table(rows)}`
  })
  const messages = data.messages.map((message) =>
    table([
      [t(texts.date), when(message.createdAt)],
      [t(texts.name), text(message.name)],
      [t(texts.email), text(message.email), true],
      [t(texts.mobile), text(message.mobile ?? '—'), true],
      [t(texts.message), text(message.message).replace(/\r?\n/g, '<br>')],
    ]),
  )
  const signUps = data.subscriptions.map((signUp) =>
    table([
      [t(texts.email), text(signUp.email), true],
      [t(texts.date), when(signUp.createdAt)],
      [t(texts.confirmed), signUp.confirmedAt ? when(signUp.confirmedAt) : text(t(texts.notYet))],
    ]),
  )
  const personAlerts = data.alerts.flatMap(({ recipient, alerts }) =>
    alerts.map((alert) => {
      const rows: Row[] = [
        [t(texts.kind), text(i18n._(alertKindTexts[alert.kind]))],
        [t(texts.sentTo), text(recipient.address), true],
        [t(texts.date), when(alert.createdAt)],
        [t(texts.confirmed), alert.confirmedAt ? when(alert.confirmedAt) : text(t(texts.notYet))],
      ]
      if (alert.carTitle) rows.splice(1, 0, [t(texts.car), text(alert.carTitle[language])])
      if (alert.marketQuery !== null) rows.splice(1, 0, [t(texts.search), text(alert.marketQuery), true])
      return table(rows)
    }),
  )
  const tradeInRequests = data.tradeIns.map((request) =>
    table([
      [t(texts.reference), text(request.reference), true],
      [t(texts.date), when(request.createdAt)],
      [t(texts.mobile), text(request.mobile), true],
      [t(texts.car), text(`${request.make} ${request.model} ${request.year}, ${request.mileageKm} km, ${request.condition}`)],
      [t(texts.estimate), request.estimateSar === null ? '—' : text(formatSar(request.estimateSar, language))],
    ]),
  )
  const drives = data.testDrives.map((drive) =>
    table([
      [t(texts.reference), text(drive.reference), true],
      [t(texts.when), when(drive.startsAt)],
      [t(texts.car), text(drive.carTitle[language])],
      [t(texts.name), text(drive.name)],
      [t(texts.mobile), text(drive.mobile), true],
      [t(texts.email), text(drive.email ?? '—'), true],
    ]),
  )
  const reserved = data.reservations.map((reservation) => {
    const mark = reservation.held ? ` <strong class="held">${text(t(texts.held))}</strong>` : ''
    return `<h3>${text(reservation.reference)}${mark}</h3>${table([
      [t(texts.date), when(reservation.createdAt)],
      [t(texts.car), text(reservation.carTitle[language])],
      [t(texts.name), text(reservation.contactName)],
      [t(texts.mobile), text(reservation.mobile), true],
      [t(texts.email), text(reservation.email), true],
      [t(texts.deposit), text(formatSar(reservation.depositHalalas / 100, language))],
    ])}`
  })
  const outbox = data.outbox.map((message) =>
    table([
      [t(texts.kind), text(`${message.kind} (${message.channel})`), true],
      [t(texts.date), when(message.createdAt)],
    ]),
  )
  const staff = data.audit.map((row) =>
    table([
      [t(texts.kind), text(row.action), true],
      [t(texts.date), when(row.at)],
    ]),
  )
  const intro = i18n._({ ...texts.intro, values: { subject: `\u2066${data.subject}\u2069`, date: formatDate(now, language) } })
  // Stated whether or not a sale is held now: the person reads what an erasure would keep.
  const held = `<p class="hold">${text(t(texts.hold))}</p>`
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text(t(texts.title))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1c1917}table{border-collapse:collapse;width:100%;margin-block-end:1rem}th,td{border:1px solid #d6d3d1;padding:.4rem .6rem;text-align:start;vertical-align:top}th{width:12rem;background:#f5f5f4}.held,.hold{color:#92400e}pre{white-space:pre-wrap;word-break:break-all;background:#f5f5f4;padding:1rem;font-size:.8rem}</style>
</head>
<body>
<h1>${text(t(texts.title))}</h1>
<p>${text(intro)}</p>
${held}
${section(t(texts.orders), orders, t(texts.none))}
${section(t(texts.applications), applications, t(texts.none))}
${section(t(texts.messages), messages, t(texts.none))}
${section(t(texts.mailingList), signUps, t(texts.none))}
${section(t(texts.alerts), personAlerts, t(texts.none))}
${section(t(texts.tradeIns), tradeInRequests, t(texts.none))}
${section(t(texts.testDrives), drives, t(texts.none))}
${section(t(texts.reservations), reserved, t(texts.none))}
${section(t(texts.outbox), outbox, t(texts.none))}
${section(t(texts.staff), staff, t(texts.none))}
<section><h2>${text(t(texts.machine))}</h2><pre dir="ltr" id="pdpl-data">${text(JSON.stringify(json, null, 2))}</pre></section>
</body>
</html>
`
}

/** The file for `format`: its content and the name it is saved under (by the request, never the person). */
export async function buildPersonExport(data: PersonData, request: PdplRequest, format: PdplExportFormat, now: Date = new Date()) {
  const json = personExportJson(data, request, now)
  const day = now.toISOString().slice(0, 10)
  const fileName = `personal-data-${request.id.slice(0, 8)}-${day}.${format}`
  if (format === 'json') return { content: `${JSON.stringify(json, null, 2)}\n`, fileName }
  return { content: readablePage(await getI18nFor(request.language), request.language, data, json, now), fileName }
}
