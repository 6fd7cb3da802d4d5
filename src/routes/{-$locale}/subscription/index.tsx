import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { PageShell } from '../../../components/layout/page-shell'
import { Notice } from '../../../components/ui/notice'
import { SubscribeForm } from '../../../features/subscriptions/components/subscribe-form'
import { answerSignUpPost } from '../../../features/subscriptions/subscription-links.functions'
import { signUpStatuses } from '../../../features/subscriptions/subscription-link-status'
import { answerInRouteLocale } from '../../../lib/route-locale'

/**
 * The mailing list's sign-up page (decision 0048): where the footer's form posts before a page's
 * script has run, and what it shows afterwards (`?status=`). With the script, the footer answers in
 * place and nobody comes here.
 */
export const Route = createFileRoute('/{-$locale}/subscription/')({
  validateSearch: z.object({ status: optionalParam(z.enum(signUpStatuses)) }),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Mailing list', comment: 'Footer heading of the newsletter sign-up form; title of the sign-up page' }),
      msg`Get our latest offers and news by email.`,
    )
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  server: {
    handlers: { POST: ({ request, params }) => answerInRouteLocale(params.locale, (locale) => answerSignUpPost(request, locale)) },
  },
  component: SignUpPage,
})

function SignUpPage() {
  const { t } = useLingui()
  const { status } = Route.useSearch()
  return (
    <PageShell title={t({ message: 'Mailing list', comment: 'Footer heading of the newsletter sign-up form; title of the sign-up page' })}>
      <div className="container-page max-w-xl space-y-6 py-8 lg:py-12">
        {status === 'sent' ? (
          <Notice tone="success">
            {t`Thank you. Please check your inbox and open the link we sent you to confirm your subscription.`}
          </Notice>
        ) : status === 'invalid_email' ? (
          <Notice tone="error">{t`Please enter a valid email address, for example name@example.com.`}</Notice>
        ) : status === 'rate_limited' ? (
          <Notice tone="error">{t`Too many attempts. Please wait a few minutes and try again.`}</Notice>
        ) : status === 'unavailable' ? (
          <Notice tone="error">{t`We could not reach the dealer. Please check your connection and try again.`}</Notice>
        ) : null}
        <SubscribeForm />
      </div>
    </PageShell>
  )
}
