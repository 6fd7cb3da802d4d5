/**
 * The alerts' mails (decision 0098), in the person's language: the request for confirmation, and
 * the day's one digest. Both carry the link to the list of one's alerts and the RFC 8058 one-click
 * unsubscribe headers, which end every alert of that address.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatSar } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import type { AlertDigestItem, alertsConfirmPayload, alertsDigestPayload } from './kinds.ts'
import { listUnsubscribeHeaders } from './subscription-mail.server.ts'

type ConfirmRequest = z.output<typeof alertsConfirmPayload>
type Digest = z.output<typeof alertsDigestPayload>

const text = {
  confirmSubject: msg({ context: 'alert mail', message: 'Please confirm your car alerts' }),
  asked: msg({ context: 'alert mail', message: 'We received a request to send alerts to this e-mail address:' }),
  priceDrop: msg({ context: 'alert mail', message: 'When the price drops' }),
  backInStock: msg({ context: 'alert mail', message: 'When it is back in stock' }),
  newMatches: msg({ context: 'alert mail', message: 'New cars matching your market search' }),
  confirm: msg({ context: 'alert mail', message: 'To start receiving them, confirm here:' }),
  confirmButton: msg({ context: 'alert mail', message: 'Confirm my alerts', comment: 'The link in the alerts confirmation e-mail' }),
  expires: msg({
    context: 'alert mail',
    message: 'The link works for {days, plural, one {# day} other {# days}}. If you did not ask for this, ignore this e-mail.',
  }),
  oneADay: msg({ context: 'alert mail', message: 'We send at most one e-mail a day, with everything your alerts found.' }),
  digestSubject: msg({ context: 'alert mail', message: 'News about the cars you are watching' }),
  digestIntro: msg({ context: 'alert mail', message: 'Here is what changed since our last e-mail:' }),
  dropped: msg({ context: 'alert mail', message: '{title}: now {to} (was {from})' }),
  inStock: msg({ context: 'alert mail', message: '{title}: back in stock' }),
  newMatch: msg({ context: 'alert mail', message: '{title}: new in your search, {price}' }),
  manage: msg({ context: 'alert mail', message: 'See or remove your alerts:' }),
  unsubscribe: msg({ context: 'alert mail', message: 'To stop all these alerts, open:' }),
}

const kindText: Record<ConfirmRequest['watching'][number]['kind'], MessageDescriptor> = {
  price_drop: text.priceDrop,
  back_in_stock: text.backInStock,
  new_matches: text.newMatches,
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`

function frame(locale: 'ar' | 'en', body: string): string {
  const direction = locale === 'ar' ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${locale}" dir="${direction}"><body><div lang="${locale}" dir="${direction}">${body}</div></body></html>`
}

export async function alertsConfirmMail(request: ConfirmRequest): Promise<MailMessage> {
  const i18n = await getI18nFor(request.locale)
  const lines = request.watching.map((item) => ({
    line: item.title ? `${item.title}: ${i18n._(kindText[item.kind])}` : i18n._(kindText[item.kind]),
    url: item.url,
  }))
  const expires = i18n._({ ...text.expires, values: { days: request.linkValidDays } })
  const plain = [
    i18n._(text.asked),
    ...lines.map((item) => `- ${item.line}: ${item.url}`),
    '',
    i18n._(text.confirm),
    request.confirmUrl,
    '',
    expires,
    i18n._(text.oneADay),
    '',
    i18n._(text.manage),
    request.manageUrl,
    i18n._(text.unsubscribe),
    request.unsubscribeUrl,
    '',
  ].join('\n')
  const html = frame(
    request.locale,
    `<p>${escapeHtml(i18n._(text.asked))}</p>` +
      `<ul>${lines.map((item) => `<li>${anchor(item.url, item.line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(i18n._(text.confirm))}</p>` +
      `<p><strong>${anchor(request.confirmUrl, i18n._(text.confirmButton))}</strong></p>` +
      `<p>${escapeHtml(expires)} ${escapeHtml(i18n._(text.oneADay))}</p>` +
      `<p>${escapeHtml(i18n._(text.manage))} ${anchor(request.manageUrl, request.manageUrl)}</p>` +
      `<p>${escapeHtml(i18n._(text.unsubscribe))} ${anchor(request.unsubscribeUrl, request.unsubscribeUrl)}</p>`,
  )
  return {
    to: request.email,
    subject: i18n._(text.confirmSubject),
    text: plain,
    html,
    headers: listUnsubscribeHeaders(request.unsubscribeUrl),
  }
}

/** One line of a digest, in the person's language. */
export function digestLine(i18n: I18n, locale: 'ar' | 'en', item: AlertDigestItem): string {
  switch (item.kind) {
    case 'price_drop':
      return i18n._({
        ...text.dropped,
        values: { title: item.title, to: formatSar(item.toSar, locale), from: formatSar(item.fromSar, locale) },
      })
    case 'back_in_stock':
      return i18n._({ ...text.inStock, values: { title: item.title } })
    case 'new_match':
      return i18n._({ ...text.newMatch, values: { title: item.title, price: formatSar(item.priceSar, locale) } })
  }
}

export async function alertsDigestMail(digest: Digest): Promise<MailMessage> {
  const i18n = await getI18nFor(digest.locale)
  const lines = digest.items.map((item) => ({ line: digestLine(i18n, digest.locale, item), url: item.url }))
  const plain = [
    i18n._(text.digestIntro),
    '',
    ...lines.map((item) => `- ${item.line}\n  ${item.url}`),
    '',
    i18n._(text.manage),
    digest.manageUrl,
    i18n._(text.unsubscribe),
    digest.unsubscribeUrl,
    '',
  ].join('\n')
  const html = frame(
    digest.locale,
    `<p>${escapeHtml(i18n._(text.digestIntro))}</p>` +
      `<ul>${lines.map((item) => `<li>${anchor(item.url, item.line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(i18n._(text.oneADay))}</p>` +
      `<p>${escapeHtml(i18n._(text.manage))} ${anchor(digest.manageUrl, digest.manageUrl)}</p>` +
      `<p>${escapeHtml(i18n._(text.unsubscribe))} ${anchor(digest.unsubscribeUrl, digest.unsubscribeUrl)}</p>`,
  )
  return {
    to: digest.email,
    subject: i18n._(text.digestSubject),
    text: plain,
    html,
    headers: listUnsubscribeHeaders(digest.unsubscribeUrl),
  }
}
