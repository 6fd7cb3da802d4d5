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
      msg`Call us, message us on WhatsApp or visit the nearest branch. We are glad to help.`,
    ),
  component: ContactPage,
})

function ContactPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  const { data: branches } = useSuspenseQuery(branchesQuery(locale))
  return (
    <PageShell title={t`Contact us`} lead={t`Call us, message us on WhatsApp or visit the nearest branch. We are glad to help.`}>
      <section aria-labelledby="contact-ways">
        <h2 id="contact-ways" className="text-2xl font-bold text-ink">
          {t({ message: 'Reach us', comment: 'Contact page: heading of the phone, WhatsApp and e-mail details' })}
        </h2>
        <div className="mt-5">
          <ContactDetails settings={settings} />
        </div>
      </section>
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
