import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { pageHead } from '../../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/news/')({
  head: ({ match }) => pageHead(match.context, msg`News`, msg`The latest news from our showrooms and the brands we represent.`),
  component: NewsPage,
})

function NewsPage() {
  const { t } = useLingui()
  return <PageShell title={t`News`} lead={t`The latest news from our showrooms and the brands we represent.`} />
}
