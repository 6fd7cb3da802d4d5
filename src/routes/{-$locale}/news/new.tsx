import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { pageHead } from '../../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/news/new')({
  head: ({ match }) =>
    pageHead(
      match.context,
      msg({ message: 'Create news', comment: 'Title of the staff page that writes a news article' }),
      msg`Publish a news article in Arabic and English.`,
    ),
  component: CreateNewsPage,
})

function CreateNewsPage() {
  const { t } = useLingui()
  return (
    <PageShell
      title={t`Create news`}
      lead={t`Publish a news article in Arabic and English.`}
      trail={[{ to: '/{-$locale}/news', label: t`News` }]}
    />
  )
}
