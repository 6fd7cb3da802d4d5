import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { jsonLdScript } from '../../lib/json-ld'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
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
  const localeParam = useLocaleParam()
  const { data: faqs } = useSuspenseQuery(faqsQuery(locale))
  return (
    <PageShell title={t`Frequently asked questions`} lead={t`Quick answers about buying, financing, delivery and after-sales service.`}>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        {faqs.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-ink-soft">{t`Questions and answers will be published here soon.`}</p>
        ) : (
          <FaqList faqs={faqs.items} />
        )}
        <aside aria-labelledby="faq-more" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="faq-more" className="text-lg font-bold text-ink">
            {t`Still have a question?`}
          </h2>
          <p className="mt-2 text-ink-soft">{t`Our team is glad to help by phone, WhatsApp or at any branch.`}</p>
          <Link
            to="/{-$locale}/contact"
            params={{ locale: localeParam }}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
          >
            {t`Contact us`}
          </Link>
        </aside>
      </div>
    </PageShell>
  )
}
