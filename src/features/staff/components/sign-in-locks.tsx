import { useState, type ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import type { StaffAccount, StaffSignInLock } from '../../../contract/staff'
import { formatDateTime } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { liftStaffSignInLocks } from '../staff-accounts.functions'

/**
 * An account's sign-in locks in force (decision 0072), each with where it holds and until when,
 * and the admin's lift: a first press asks, a second lifts. A refusal shows beside the buttons.
 */
export function SignInLocks({ account, onLifted }: { account: StaffAccount; onLifted: () => Promise<unknown> }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const lift = useMutation({
    mutationFn: () => liftStaffSignInLocks({ data: { locale, id: account.id } }),
    onSuccess: async () => {
      setConfirming(false)
      notifySuccess(t({ message: 'Sign-in locks lifted.', comment: 'Staff accounts page: toast after an admin lifted the locks' }))
      await onLifted()
    },
  })
  const failure = lift.error ? (lift.error instanceof Error ? lift.error.message : t`Internal Server Error`) : null

  const where = (lock: StaffSignInLock): ReactNode => {
    switch (lock.scope) {
      case 'address': {
        const address = lock.address
        return (
          <Trans comment="Staff accounts page: a sign-in lock that holds from one network address">
            From the network address <bdi dir="ltr">{address}</bdi>
          </Trans>
        )
      }
      case 'account':
        return t({
          message: 'From every browser it has not signed in on before',
          comment: 'Staff accounts page: a sign-in lock on the account for browsers it does not know',
        })
      case 'device':
        return t({ message: 'On one browser it has signed in on', comment: 'Staff accounts page: a sign-in lock on one known browser' })
      case 'session':
        return t({
          message: 'Password change in one of its sessions',
          comment: 'Staff accounts page: wrong current passwords locked the password change of one session',
        })
    }
  }

  return (
    <div className="mt-3 rounded-xl border border-danger/40 bg-danger/5 p-3" data-testid="sign-in-locks">
      <p className="text-sm font-bold text-danger">
        {t({ message: 'Sign-in locked', comment: 'Staff accounts page: heading of an account’s sign-in locks after failed passwords' })}
      </p>
      <ul className="mt-1 space-y-1 text-sm text-ink-soft">
        {account.signInLocks.map((lock) => {
          const until = formatDateTime(lock.until, locale)
          return (
            <li key={`${lock.scope}:${lock.address ?? ''}:${lock.until}`}>
              {where(lock)} · {t({ message: `until ${until}`, comment: 'Staff accounts page: when a sign-in lock ends by itself' })}
            </li>
          )
        })}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <Button variant="secondary" size="sm" loading={lift.isPending} onClick={() => lift.mutate()}>
              {t({
                message: 'Confirm: lift the locks',
                comment: 'Staff accounts page: second press that really lifts the sign-in locks of an account',
              })}
            </Button>
            <Button variant="ghost" size="sm" disabled={lift.isPending} onClick={() => setConfirming(false)}>
              {t({ message: 'Cancel', comment: 'Staff accounts page: keeps the sign-in locks' })}
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            {t({ message: 'Lift the locks', comment: 'Staff accounts page: first press to lift the sign-in locks of an account' })}
          </Button>
        )}
      </div>
      {failure ? (
        <div className="mt-2">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
    </div>
  )
}
