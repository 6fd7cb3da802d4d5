import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/policy')({
  head: ({ match }) => pageHead(match.context, msg`Privacy policy`, msg`How we collect, use and protect your personal data under the Saudi Personal Data Protection Law.`),
  component: PolicyPage,
})

function PolicyPage() {
  const { t } = useLingui()
  return <PageShell title={t`Privacy policy`} lead={t`How we collect, use and protect your personal data under the Saudi Personal Data Protection Law.`} />
}
