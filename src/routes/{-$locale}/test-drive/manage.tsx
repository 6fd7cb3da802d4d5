import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../../components/layout/page-shell'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { lookupTestDrive } from '../../../features/test-drives/test-drives.functions'
import { TestDriveManage } from '../../../features/test-drives/components/test-drive-manage'

const searchSchema = z.object({ token: optionalParam(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/))) })

/** What the booking's signed link opens (decision 0100): the drive, to cancel or move it. */
export const Route = createFileRoute('/{-$locale}/test-drive/manage')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  staleTime: 0,
  loader: async ({ context, deps }) => {
    if (!deps.token) throw notFound()
    return { token: deps.token, view: await lookupTestDrive({ data: { locale: context.locale, token: deps.token } }) }
  },
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Your test drive', comment: 'Title of the page the booking’s signed link opens (cancel or move a test drive)' }),
    )
    // One visitor's booking, opened by a signed link: never indexed.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ManagePage,
})

function ManagePage() {
  const { t } = useLingui()
  const { token, view } = Route.useLoaderData()
  return (
    <PageShell
      title={t({ message: 'Your test drive', comment: 'Title of the page the booking’s signed link opens (cancel or move a test drive)' })}
    >
      <TestDriveManage key={`${view.reference}:${view.status}`} token={token} initial={view} />
    </PageShell>
  )
}
