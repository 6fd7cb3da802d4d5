import type { Locale } from '../../../../app.config'
import { SafeExternalLink } from '../../../components/ui/safe-external-link'
import { newsletterParagraphs } from '../../../lib/newsletter-text'

/**
 * One language's mail as its subscribers will read it: the subject, then the body's paragraphs and
 * links exactly as the mail's HTML part makes them (src/lib/newsletter-text.ts), in that
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
          <p className="text-ink-soft">{emptyText}</p>
        ) : (
          paragraphs.map((lines, index) => (
            <p key={index} className="leading-relaxed text-ink">
              {lines.map((segments, lineIndex) => (
                <span key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {segments.map((segment, segmentIndex) =>
                    segment.href ? (
                      <SafeExternalLink key={segmentIndex} href={segment.href} className="text-brand-700 underline">
                        {segment.text}
                      </SafeExternalLink>
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
