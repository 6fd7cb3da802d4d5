import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod/mini'
import { PageShell } from '../../../components/layout/page-shell'
import { staffPageHead } from '../../../features/staff/staff-page-head'
import { getSignedInStaff } from '../../../features/staff/staff-session.functions'
import { staffReturnPath } from '../../../features/staff/staff-return-path'
import { SignInForm } from '../../../features/staff/components/sign-in-form'

const searchSchema = z.object({ redirect: z.optional(z.catch(z.string(), '')) })

export const Route = createFileRoute('/{-$locale}/staff/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: async ({ context, search }) => {
    // Already signed in: straight on to where they were going.
    const staff = await getSignedInStaff({ data: { locale: context.locale } })
    if (staff) {
      const back = staffReturnPath(search.redirect)
      if (back) throw redirect({ href: back })
      throw redirect({ to: '/{-$locale}/staff', params: { locale: context.locale === 'en' ? 'en' : undefined } })
    }
  },
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Staff sign-in', comment: 'Title of the sign-in page of the staff back office' })),
  component: SignInPage,
})

function SignInPage() {
  const { t } = useLingui()
  const { redirect: back } = Route.useSearch()
  return (
    <PageShell title={t`Staff sign-in`} lead={t`For the dealership's staff. Visitors do not need an account.`}>
      <SignInForm returnPath={staffReturnPath(back)} />
    </PageShell>
  )
}
