import type { Locale } from '../../../../app.config'
import { useLocale } from '../../../lib/i18n/use-locale'
import { newsletterParagraphs } from '../../../lib/newsletter-text'

/**
 * One language's mail as its subscribers will read it: the subject, then the body's paragraphs and
 * links (underlined, as a mail client shows them) exactly as the mail's HTML part makes them (src/lib/newsletter-text.ts), in that
 * language's direction whatever the page's.
 */
export function NewsletterPreview({
  locale,
  label,
  subject,
  body,
  emptyText,
}: {
  locale: Locale
  label: string
  subject: string
  body: string
  emptyText: string
}) {
  const pageLocale = useLocale()
  const paragraphs = newsletterParagraphs(body)
  return (
    <section aria-label={label} className="min-w-0 rounded-2xl border border-line bg-white shadow-sm">
      <p className="border-b border-line bg-surface px-5 py-2 text-sm font-bold text-ink-soft">{label}</p>
      <div
        lang={locale}
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        className="space-y-3 px-5 py-4 break-words"
        data-testid={`preview-${locale}`}
      >
        <p className="text-lg font-bold text-ink">{subject.trim() || <span className="text-ink-soft">—</span>}</p>
        {paragraphs.length === 0 ? (
          // A note in the page's language, not the mail's.
          <p className="text-ink-soft" lang={pageLocale} dir={pageLocale === 'ar' ? 'rtl' : 'ltr'}>
            {emptyText}
          </p>
        ) : (
          paragraphs.map((lines, index) => (
            <p key={index} className="leading-relaxed text-ink">
              {lines.map((segments, lineIndex) => (
                <span key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {segments.map((segment, segmentIndex) =>
                    // Shown as the mail shows a link, not followed from here: the site's link
                    // policy (SafeExternalLink) would make most outside addresses plain text.
                    segment.href ? (
                      <span key={segmentIndex} className="text-brand-700 underline" data-testid="preview-link">
                        {segment.text}
                      </span>
                    ) : (
                      <span key={segmentIndex}>{segment.text}</span>
                    ),
                  )}
                </span>
              ))}
            </p>
          ))
        )}
      </div>
    </section>
  )
}
