import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { originFromMatches } from '../../lib/seo'
import { useLocale } from '../../lib/i18n/use-locale'
import { branchesQuery } from '../../features/content/content.queries'
import { dealerHead } from '../../features/content/dealer-seo'
import { siteSettingsQuery } from '../../features/site/site-settings.queries'
import { ContactDetails } from '../../features/content/components/contact-details'
import { BranchList } from '../../features/content/components/branch-list'
import { ContactForm } from '../../features/contact/components/contact-form'

export const Route = createFileRoute('/{-$locale}/contact')({
  loader: async ({ context }) => {
    // The settings are already in the cache from the root loader; this only makes the need explicit.
    await Promise.all([
      context.queryClient.ensureQueryData(siteSettingsQuery(context.locale)),
      context.queryClient.ensureQueryData(branchesQuery(context.locale)),
    ])
  },
  head: ({ match, matches }) =>
    dealerHead(
      match.context,
      originFromMatches(matches),
      msg`Contact us`,
      msg`Write to us here, call us, message us on WhatsApp or visit the nearest branch. We are glad to help.`,
    ),
  component: ContactPage,
})

function ContactPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  const { data: branches } = useSuspenseQuery(branchesQuery(locale))
  const lead = t`Write to us here, call us, message us on WhatsApp or visit the nearest branch. We are glad to help.`
  return (
    <PageShell title={t`Contact us`} lead={lead}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <ContactForm />
        <section aria-labelledby="contact-ways">
          <h2 id="contact-ways" className="text-2xl font-bold text-ink">
            {t({ message: 'Reach us', comment: 'Contact page: heading of the phone, WhatsApp and e-mail details' })}
          </h2>
          <div className="mt-5">
            <ContactDetails settings={settings} narrow />
          </div>
        </section>
      </div>
      <section aria-labelledby="contact-branches" className="mt-14">
        <h2 id="contact-branches" className="text-2xl font-bold text-ink">
          {t({ message: 'Our branches', comment: 'Contact page: heading of the list of branches' })}
        </h2>
        <div className="mt-5">
          <BranchList branches={branches.items} headingLevel={3} />
        </div>
      </section>
    </PageShell>
  )
}
