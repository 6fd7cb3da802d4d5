/**
 * The mail that asks a visitor to confirm their sign-up for the mailing list, in their language
 * (decision 0048), and the headers every mail to a subscriber carries: `List-Unsubscribe` with the
 * unsubscribe page's link and `List-Unsubscribe-Post` (RFC 8058), so their mail provider can offer
 * a one-click unsubscribe.
 */
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import type { subscriptionConfirmPayload } from './kinds.ts'

type ConfirmRequest = z.output<typeof subscriptionConfirmPayload>

const text = {
  subject: msg({ context: 'subscription mail', message: 'Please confirm your subscription to our mailing list' }),
  asked: msg({
    context: 'subscription mail',
    message: 'We received a request to send our news and offers to this email address.',
  }),
  confirm: msg({ context: 'subscription mail', message: 'To confirm your subscription, open this link:' }),
  confirmButton: msg({ context: 'subscription mail', message: 'Confirm my subscription', comment: 'The link in the confirmation email' }),
  expires: msg({ context: 'subscription mail', message: 'The link works for {days, plural, one {# day} other {# days}}.' }),
  notYou: msg({
    context: 'subscription mail',
    message: 'If you did not ask for this, ignore this email: your address will not be added to the list.',
  }),
  unsubscribe: msg({ context: 'subscription mail', message: 'To stop receiving our emails, unsubscribe here:' }),
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The headers of every mail to a subscriber: a one-click unsubscribe by the mail provider. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

export async function subscriptionConfirmMail(request: ConfirmRequest): Promise<MailMessage> {
  const i18n = await getI18nFor(request.locale)
  const days = request.linkValidDays
  const direction = request.locale === 'ar' ? 'rtl' : 'ltr'
  const plain = [
    i18n._(text.asked),
    '',
    i18n._(text.confirm),
    request.confirmUrl,
    '',
    i18n._({ ...text.expires, values: { days } }),
    i18n._(text.notYou),
    '',
    i18n._(text.unsubscribe),
    request.unsubscribeUrl,
    '',
  ].join('\n')
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  const html =
    `<!doctype html><html lang="${request.locale}" dir="${direction}"><body>` +
    `<div lang="${request.locale}" dir="${direction}">` +
    `<p>${escapeHtml(i18n._(text.asked))}</p>` +
    `<p>${escapeHtml(i18n._(text.confirm))}</p>` +
    `<p><strong>${link(request.confirmUrl, i18n._(text.confirmButton))}</strong></p>` +
    `<p>${escapeHtml(i18n._({ ...text.expires, values: { days } }))} ${escapeHtml(i18n._(text.notYou))}</p>` +
    `<p>${escapeHtml(i18n._(text.unsubscribe))} ${link(request.unsubscribeUrl, request.unsubscribeUrl)}</p>` +
    '</div></body></html>'
  return {
    to: request.email,
    subject: i18n._(text.subject),
    text: plain,
    html,
    headers: listUnsubscribeHeaders(request.unsubscribeUrl),
  }
}
