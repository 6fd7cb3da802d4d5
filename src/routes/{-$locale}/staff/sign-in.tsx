import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod/mini'
import { staffPageHead } from '../../../features/staff/staff-page-head'
import { getSignedInStaff } from '../../../features/staff/staff-session.functions'
import { staffReturnPath } from '../../../features/staff/staff-return-path'
import { SignInForm } from '../../../features/staff/components/sign-in-form'
import { StaffSignInFrame } from '../../../features/staff/components/staff-desk'

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
    // The back office's minimal frame (decision 0091): no shop header, and no trail to pages not yet open.
    <StaffSignInFrame>
      <div className="container-page max-w-xl py-8 lg:py-12">
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t`Staff sign-in`}</h1>
        <p className="mt-2 mb-6 text-ink-soft">{t`For the dealership's staff. Visitors do not need an account.`}</p>
        <SignInForm returnPath={staffReturnPath(back)} />
      </div>
    </StaffSignInFrame>
  )
}
