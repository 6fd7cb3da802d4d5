/**
 * One subscriber's newsletter mail (decision 0055), in the language they signed up in: the plain
 * text as the editor wrote it, an HTML part from the same paragraphs (src/lib/newsletter-text.ts,
 * every character escaped), and the subscriber's own unsubscribe link in both the body and the
 * `List-Unsubscribe` headers (RFC 8058), like every mail to a subscriber (decision 0048).
 */
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import { newsletterParagraphs } from '../../lib/newsletter-text.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { listUnsubscribeHeaders } from './subscription-mail.server.ts'

const text = {
  why: msg({
    context: 'newsletter mail',
    message: 'You receive this email because you subscribed to our mailing list.',
  }),
  // The same sentence as the confirmation mail's.
  unsubscribe: msg({ context: 'subscription mail', message: 'To stop receiving our emails, unsubscribe here:' }),
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function bodyHtml(body: string): string {
  return newsletterParagraphs(body)
    .map(
      (lines) =>
        '<p>' +
        lines
          .map((segments) =>
            segments
              .map((segment) =>
                segment.href ? `<a href="${escapeHtml(segment.href)}">${escapeHtml(segment.text)}</a>` : escapeHtml(segment.text),
              )
              .join(''),
          )
          .join('<br>') +
        '</p>',
    )
    .join('')
}

/**
 * The parts of a newsletter mail that are the same for every subscriber of one language, rendered
 * once per batch; `forSubscriber` adds the address and the unsubscribe link.
 */
export async function newsletterMailTemplate(newsletter: { locale: Locale; subject: string; body: string }) {
  const i18n = await getI18nFor(newsletter.locale)
  const direction = newsletter.locale === 'ar' ? 'rtl' : 'ltr'
  const lang = newsletter.locale
  const why = i18n._(text.why)
  const unsubscribe = i18n._(text.unsubscribe)
  const html = bodyHtml(newsletter.body)
  return {
    forSubscriber(email: string, unsubscribeUrl: string): MailMessage {
      return {
        to: email,
        subject: newsletter.subject,
        text: [newsletter.body, '', '--', why, unsubscribe, unsubscribeUrl, ''].join('\n'),
        html:
          `<!doctype html><html lang="${lang}" dir="${direction}"><body>` +
          `<div lang="${lang}" dir="${direction}">${html}<hr>` +
          `<p><small>${escapeHtml(why)} ${escapeHtml(unsubscribe)} ` +
          `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a></small></p>` +
          '</div></body></html>',
        headers: listUnsubscribeHeaders(unsubscribeUrl),
      }
    },
  }
}
