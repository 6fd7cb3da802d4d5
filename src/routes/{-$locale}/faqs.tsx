import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { LinkButton } from '../../components/ui/link-button'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { faqsQuery } from '../../features/content/content.queries'
import { FaqList } from '../../features/content/components/faq-list'
import { faqHead } from '../../features/content/faq-seo'

export const Route = createFileRoute('/{-$locale}/faqs')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(faqsQuery(context.locale))
  },
  head: ({ match }) => faqHead(match.context),
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
          <LinkButton to="/{-$locale}/contact" params={{ locale: localeParam }} className="mt-4">
            {t`Contact us`}
          </LinkButton>
        </aside>
      </div>
    </PageShell>
  )
}
