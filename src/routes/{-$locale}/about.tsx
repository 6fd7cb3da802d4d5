import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/about')({
  head: ({ match }) => pageHead(match.context, msg`About us`, msg`Who we are, what we stand for and how we serve car buyers across the Kingdom.`),
  component: AboutPage,
})

function AboutPage() {
  const { t } = useLingui()
  return <PageShell title={t`About us`} lead={t`Who we are, what we stand for and how we serve car buyers across the Kingdom.`} />
}
