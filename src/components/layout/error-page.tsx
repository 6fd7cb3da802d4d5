import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { describeError } from '../../lib/errors'
import { reportErrorStatus } from '../../lib/error-status'
import { localeFromPathname } from '../../lib/i18n/locale'
import { AlertIcon } from '../icons/icons'
import { Button } from '../ui/button'
import { buttonClass } from '../ui/button-styles'
import { ReferenceCode } from '../ui/reference-code'

/**
 * The general error page: the error's own status (default 500) and, for errors meant for the
 * visitor, their message; otherwise "Internal Server Error" and a reference id for support.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const view = describeError(error, { exposeInternals: import.meta.env.DEV })
  reportErrorStatus(view.status)
  // This page may stand in for the whole app, so it works out the home link without route context.
  const homeHref = useRouterState({
    select: (state) => (localeFromPathname(state.location.pathname) === 'en' ? '/en' : '/'),
  })

  return (
    <section role="alert" className="container-page flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      <title>
        {view.message ??
          t({
            message: 'Internal Server Error',
            comment: 'Title of the error page when the site failed; also the message of an unexpected API error',
          })}
      </title>
      <AlertIcon className="size-14 text-danger" />
      <p className="mt-4 text-5xl font-bold text-ink" data-testid="error-status">
        {view.status}
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">{view.message ?? t`Internal Server Error`}</h1>
      {/* A refusal (403, 409 …) is not a failure of ours: its own message says what is wrong. */}
      {view.status >= 500 ? (
        <p className="mt-3 max-w-xl text-ink-soft">{t`Something went wrong on our side. Please try again in a moment.`}</p>
      ) : null}
      {view.errorId ? (
        <p className="mt-2 text-sm text-muted">
          {t({ message: 'Reference:', comment: 'Error page: label before the support reference code of the failure (a code follows)' })}{' '}
          <ReferenceCode>{view.errorId}</ReferenceCode>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {t({
            message: 'Try again',
            comment: 'Button on the error page that reloads the page that failed; also on the favourites page when saved cars fail to load',
          })}
        </Button>
        {/* A plain link: this page may stand in for the whole app, router included. */}
        <a href={homeHref} className={buttonClass({ variant: 'outline' })}>
          {t({ message: 'Back to home', comment: 'Link on the error and page-not-found pages to the home page' })}
        </a>
      </div>
    </section>
  )
}
