import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ErrorPage } from '../../../components/layout/error-page'
import { AlertIcon } from '../../../components/icons/icons'
import { LinkButton } from '../../../components/ui/link-button'
import { describeError } from '../../../lib/errors'
import { reportErrorStatus } from '../../../lib/error-status'
import { useLocaleParam } from '../../../lib/i18n/use-locale'

/** A staff page's error: "no access" (403) for a role that may not open it, else the general error page. */
export function StaffErrorPage(props: ErrorComponentProps) {
  const view = describeError(props.error, { exposeInternals: false })
  if (view.status !== 403) return <ErrorPage {...props} />
  return <StaffForbidden message={view.message} />
}

function StaffForbidden({ message }: { message: string | null }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  reportErrorStatus(403)
  const heading = t({ message: 'No access', comment: 'Staff pages: heading of the page a role may not open (status 403)' })
  return (
    <section
      role="alert"
      className="container-page flex min-h-[45vh] flex-col items-center justify-center py-16 text-center"
      data-testid="staff-forbidden"
    >
      <title>{heading}</title>
      <AlertIcon className="size-14 text-danger" />
      <p className="mt-4 text-5xl font-bold text-ink" data-testid="error-status">
        403
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">{heading}</h1>
      <p className="mt-3 max-w-xl text-ink-soft">
        {message ?? t`Your account does not have access to this page.`}{' '}
        {t({ message: 'Ask an administrator if your work needs it.', comment: 'Staff 403 page: what to do about a missing permission' })}
      </p>
      <div className="mt-8">
        <LinkButton to="/{-$locale}/staff" params={{ locale }} variant="outline">
          {t({ message: 'Back to the back office', comment: 'Staff 403 page: link to the first page of the back office' })}
        </LinkButton>
      </div>
    </section>
  )
}
