import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { jsonLdScript } from '../../lib/json-ld'
import { useLocale } from '../../lib/i18n/use-locale'
import { faqsQuery } from '../../features/content/content.queries'
import { FaqList } from '../../features/content/components/faq-list'

export const Route = createFileRoute('/{-$locale}/faqs')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(faqsQuery(context.locale))
  },
  head: ({ match }) => {
    const head = pageHead(match.context, msg`Frequently asked questions`, msg`Quick answers about buying, financing, delivery and after-sales service.`)
    const faqs = match.context.queryClient.getQueryData(faqsQuery(match.context.locale).queryKey)
    if (!faqs || faqs.items.length === 0) return head
    return {
      ...head,
      scripts: [
        jsonLdScript({
          '@type': 'FAQPage',
          mainEntity: faqs.items.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }),
      ],
    }
  },
  component: FaqsPage,
})

function FaqsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: faqs } = useSuspenseQuery(faqsQuery(locale))
  return (
    <PageShell title={t`Frequently asked questions`} lead={t`Quick answers about buying, financing, delivery and after-sales service.`}>
      <div className="max-w-3xl">
        {faqs.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-ink-soft">{t`Questions and answers will be published here soon.`}</p>
        ) : (
          <FaqList faqs={faqs.items} />
        )}
      </div>
    </PageShell>
  )
}
