import { describe, expect, it } from 'vitest'
import * as contact from '../contract/contact'
import * as jobApplications from '../contract/job-applications'
import * as orders from '../contract/orders'
import * as staff from '../contract/staff'
import * as staffInbox from '../contract/staff-inbox'
import * as staffOrders from '../contract/staff-orders'
import * as staffOrdersApi from '../contract/staff-orders-api'
import * as subscriptions from '../contract/subscriptions'
import { outboxKinds } from './outbox/kinds'
import { REDACTED, redactPersonalData } from './redact'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | null)?._zod?.def

/** Every path to a field of `schema`, through objects, unions, pipes, wrappers, arrays and records. */
function fieldPaths(schema: unknown, prefix: string[] = [], seen = new Set<unknown>()): string[][] {
  const def = defOf(schema)
  if (!def || seen.has(schema)) return []
  const below = (key: string) => fieldPaths(def[key], prefix, new Set([...seen, schema]))
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => {
        const paths = fieldPaths(field, [...prefix, key], new Set([...seen, schema]))
        return paths.length > 0 ? paths : [[...prefix, key]]
      })
    case 'union':
      return (def.options as unknown[]).flatMap((option) => fieldPaths(option, prefix, new Set([...seen, schema])))
    case 'pipe':
      return [...below('in'), ...below('out')]
    case 'intersection':
      return [...below('left'), ...below('right')]
    case 'array':
      return below('element')
    case 'record':
      return below('valueType')
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return below('innerType')
    default:
      return []
  }
}

/** The modules whose schemas carry people's data: the forms, the staff inbox, the outbox payloads. */
const personalSchemas = [contact, jobApplications, orders, staff, staffInbox, staffOrders, staffOrdersApi, subscriptions, outboxKinds]
  .flatMap((module) => Object.values(module))
  .filter((value) => defOf(value) !== undefined)

const paths = new Map(personalSchemas.flatMap((schema) => fieldPaths(schema)).map((path) => [path.join('.'), path]))

/**
 * Field names that are not personal, each decided once. A new field in any schema above that is
 * neither redacted nor named here fails the test below.
 */
const notPersonal = new Set([
  // Alerts and their digests (decision 0098): what changed and where the car or the search is.
  'change',
  'kind',
  'url',
  'searchUrl',
  'fromSar',
  'toSar',
  'priceSar',
  // A test drive's invitation (decision 0100): the calendar's method, identity and times, the car.
  'method',
  'uid',
  'sequence',
  'startsAt',
  'endsAt',
  'car',
  // Ids, references, kinds, statuses, counts and times: what an operator needs to follow an event.
  'id',
  'reference',
  'type',
  'purchaseType',
  'status',
  'nextStatuses',
  'role',
  'active',
  'open',
  'handled',
  'confirmed',
  'pending',
  'waiting',
  'received',
  'signedOut',
  'replyOverdue',
  // Order work (decision 0081): whether the buyer was or is to be texted, and the assignee's account id.
  'notify',
  'notified',
  'assigneeId',
  'count',
  'total',
  // A deposit's refund (decision 0101): the gateway's payment id, the reservation and the amount.
  'paymentId',
  'reservationId',
  'amountHalalas',
  // A held reservation's mail (decision 0101): the deposit; its receipt link is the buyer's key to the receipt.
  'depositHalalas',
  'sessionsEnded',
  'newSubscribers',
  'newsPublished',
  'openJobs',
  'jobApplications',
  'page',
  'pageSize',
  'show',
  'sort',
  'since',
  'days',
  'from',
  'to',
  'at',
  'placedAt',
  'verifiedAt',
  'receivedAt',
  'handledAt',
  'signedUpAt',
  'confirmedAt',
  'createdAt',
  'lastSignedInAt',
  'expiresAt',
  'absoluteExpiresAt',
  'resendAvailableAt',
  'formStartedAt',
  'linkValidDays',
  'locale',
  // What was ordered or applied for, and where: the catalogue's, the city list's and the job list's.
  'carId',
  'carTitle',
  'title',
  'job',
  'city',
  'headquartersCity',
  'deliveryCity',
  'branchId',
  // A line's colour: the car's, from the catalogue.
  'color',
  'slug',
  'quantity',
  'activity',
  // What the buyer chose (decision 0084): the car's colour and the offer, and when the dealer replies.
  'colorId',
  'offerId',
  'color',
  'offer',
  'unit',
  'ar',
  'en',
  // A CV's kind and size, never its name or content.
  'cv',
  'mediaType',
  'sizeBytes',
  // A newsletter's subject is the dealer's, the same for every reader.
  'subject',
  // A sign-in lock's kind and end (its address is redacted), a repeat application's flag, and the
  // dealer's notice that notifications paused: which form, since when, the ceiling and its end.
  'scope',
  'until',
  'alreadyReceived',
  'pausedAt',
  'source',
  'noticesPerHour',
  'resumesBy',
  // The company promise (decision 0087): its counts and deadlines, the inbox's queue, and how staff
  // reached a buyer (`contact` on a note, `contactChannel` in the list: call, WhatsApp or e-mail).
  'awaiting',
  'overdue',
  'dueToday',
  'judged',
  'repliedInTime',
  'queue',
  'replyDueAt',
  'firstReplyAt',
  'dueAt',
  'contact',
  'contactChannel',
  // Whether a staff account has a second factor (decision 0093), never its secret or codes.
  'secondFactorEnabled',
  'mustEnrolSecondFactor',
  // The PDPL requests due within a week (decision 0091): a count.
  'dueSoon',
  // How staff took an order for a buyer (decision 0092): by phone or walk-in, code or in person.
  'channel',
  'confirmation',
  // The honeypot field: only bots fill it.
  'website',
  // Every error's text is logged under `message` and `code` is the API's error code; a code in
  // digits goes (see below), and numbers and addresses are masked inside any text, as in a staff
  // search (`q`) or a recipient (`to` is also the end of a date range).
  'message',
  'code',
  'q',
])

const sentinel = 'PERSONAL-VALUE-7f3a'
const nested = (path: string[]) => path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), sentinel)
const leaks = (path: string[]) => JSON.stringify(redactPersonalData(nested(path))).includes(sentinel)

describe('redactPersonalData', () => {
  it('walks every field of the personal schemas (a walker that finds nothing would pass anything)', () => {
    for (const expected of [
      'companyName',
      'contactName',
      'finance.salary',
      'finance.downPayment',
      'contact.mobile',
      'company.ceoName',
      'history.note',
    ]) {
      expect([...paths.keys()]).toContain(expected)
    }
    expect(paths.size).toBeGreaterThan(100)
  })

  it('redacts every field of the forms, the staff inbox and the outbox payloads unless it is named as not personal', () => {
    const unclassified = [...paths].filter(([, path]) => !notPersonal.has(path.at(-1) ?? '') && leaks(path)).map(([key]) => key)
    expect(unclassified).toEqual([])
  })

  it('redacts the personal and credit fields by name, wherever they sit and however they are spelt', () => {
    const fields = {
      contactName: 'Huda Alharbi',
      companyName: 'Murooj Trading',
      secondFactorChallenge: 'c2Vjb25kLWZhY3Rvcg',
      backupCodes: ['tIA1o-jjhBl'],
      ceoName: 'Khalid',
      staffName: 'Sara',
      company: { activity: 'logistics', quantity: 12 },
      crNumber: '7001234567',
      vatNumber: '300000000000003',
      bank: { slug: 'alrajhi' },
      workSector: 'military',
      work_sector: 'private',
      salary: 18500,
      monthlyCommitments: 2300,
      downPayment: 20000,
      installmentMonths: 48,
      hasMortgage: true,
      hasPaymentDelays: false,
      licenceStatus: 'valid',
      creditConsent: true,
      finance: { consentAt: '2026-11-20T10:00:00Z' },
      nationalId: '1012345678',
      iqamaNumber: '2412345678',
      note: 'called back',
      handledBy: 'Sara',
      confirmUrl: 'https://example.sa/subscription/confirm?token=c.a.b.c',
      text: 'رمز التحقق 482913',
      code: '482913',
    }
    const redacted = redactPersonalData({ order: fields }) as { order: Record<string, unknown> }
    for (const key of Object.keys(fields)) expect([key, redacted.order[key]]).toEqual([key, REDACTED])
  })

  it('keeps what an operator needs to follow an event', () => {
    const fields = {
      reference: 'K7M2Q-9XD4R',
      type: 'company',
      purchaseType: 'finance',
      status: 'received',
      carId: 16,
      code: 'validation_failed',
    }
    expect(redactPersonalData(fields)).toEqual(fields)
  })

  it('keeps ids whose groups are all digits, and exit and HTTP codes, while a code of digits still goes', () => {
    const event = {
      id: '61fe4f3a-4712-8830-9104-fcd40709de72',
      message: 'outbox message 61fe4f3a-4712-8830-9104-fcd40709de72 for +966512345678 failed',
      worker: { code: 3, restartInMs: 1000 },
      answer: { code: 503 },
    }
    expect(redactPersonalData(event)).toEqual({
      ...event,
      message: `outbox message 61fe4f3a-4712-8830-9104-fcd40709de72 for ${REDACTED} failed`,
    })
    expect(redactPersonalData({ code: 482913 })).toEqual({ code: REDACTED })
  })

  it('drops the values a failed database query quotes in its message and stack, keeping the query and the frames', () => {
    const message =
      'Failed query: insert into "orders" ("name", "finance") values ($1, $2)\nparams: Mohammed\u0000Alqahtani,{"salary":18500,"hasPaymentDelays":true}'
    const stack = `DrizzleQueryError: ${message}\n    at PgPreparedQuery.queryWithCache (file:///app/x.js:1:1)`
    const error = { message, stack, query: 'insert into "orders" ("name") values ($1)', params: ['Mohammed', { salary: 18500 }] }
    const logged = JSON.stringify(redactPersonalData(error))
    expect(logged).not.toMatch(/Mohammed|18500|hasPaymentDelays/)
    expect(redactPersonalData(error)).toMatchObject({
      message: `Failed query: insert into "orders" ("name", "finance") values ($1, $2)\nparams: ${REDACTED}`,
      stack: expect.stringContaining('\n    at PgPreparedQuery.queryWithCache'),
      params: REDACTED,
    })
  })

  it('names only existing fields as not personal, so the list does not outgrow the schemas', () => {
    const leafNames = new Set([...paths.values()].map((path) => path.at(-1)))
    expect([...notPersonal].filter((name) => !leafNames.has(name))).toEqual([])
  })
})
