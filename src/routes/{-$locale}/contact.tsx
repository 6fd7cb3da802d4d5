import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/contact')({
  head: ({ match }) => pageHead(match.context, msg`Contact us`, msg`Call us, message us on WhatsApp or visit the nearest branch. We are glad to help.`),
  component: ContactPage,
})

function ContactPage() {
  const { t } = useLingui()
  return <PageShell title={t`Contact us`} lead={t`Call us, message us on WhatsApp or visit the nearest branch. We are glad to help.`} />
}
