import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Select } from '../../../components/ui/select'
import { staffRoles, type StaffAccount, type StaffMember, type StaffRole } from '../../../contract/staff'
import { formatDateTime } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { changeStaffAccount, resetStaffPassword, resetStaffSecondFactor } from '../staff-accounts.functions'
import { staffAccountsQuery } from '../staff-accounts.queries'
import { NewAccountForm } from './new-account-form'
import { SignInLocks } from './sign-in-locks'
import { OneTimePasswordNotice, type IssuedPassword } from './one-time-password-notice'
import { useStaffRoleLabel } from './staff-role-label'

type Issued = IssuedPassword

/** Staff accounts for admins: who may sign in with which role, and a one-time password when one is issued. */
export function StaffAccountsPage({ me }: { me: StaffMember }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(staffAccountsQuery(locale))
  const [issued, setIssued] = useState<Issued | null>(null)
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery(locale).queryKey })

  return (
    <div className="space-y-8">
      {issued ? <OneTimePasswordNotice issued={issued} onDone={() => setIssued(null)} /> : null}
      <NewAccountForm
        onCreated={(account, oneTimePassword) => {
          setIssued({ account, oneTimePassword })
          void refresh()
        }}
      />
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="text-xl font-bold text-ink">
          {t({ message: 'Accounts', comment: 'Staff accounts page: heading of the list of staff accounts' })}
        </h2>
        <ul className="mt-4 space-y-3" data-testid="staff-accounts">
          {data.items.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              isMe={account.id === me.id}
              onChanged={refresh}
              onPasswordIssued={(oneTimePassword) => setIssued({ account, oneTimePassword })}
            />
          ))}
        </ul>
      </section>
    </div>
  )
}

function AccountRow({
  account,
  isMe,
  onChanged,
  onPasswordIssued,
}: {
  account: StaffAccount
  isMe: boolean
  onChanged: () => Promise<unknown>
  onPasswordIssued: (oneTimePassword: string) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const roleLabel = useStaffRoleLabel()
  const [role, setRole] = useState<StaffRole>(account.role)
  const [confirmingReset, setConfirmingReset] = useState(false)
  const [confirmingSecondFactor, setConfirmingSecondFactor] = useState(false)
  const failed = (error: unknown) => notifyError(error instanceof Error ? error.message : t`Internal Server Error`)

  const change = useMutation({
    mutationFn: (body: { role?: StaffRole; active?: boolean }) => changeStaffAccount({ data: { locale, id: account.id, change: body } }),
    onSuccess: async () => {
      notifySuccess(t`The account has been updated.`)
      await onChanged()
    },
    onError: failed,
  })
  const reset = useMutation({
    mutationFn: () => resetStaffPassword({ data: { locale, id: account.id } }),
    onSuccess: async (answer) => {
      setConfirmingReset(false)
      onPasswordIssued(answer.oneTimePassword)
      await onChanged()
    },
    onError: failed,
  })
  const removeSecondFactor = useMutation({
    mutationFn: () => resetStaffSecondFactor({ data: { locale, id: account.id } }),
    onSuccess: async () => {
      notifySuccess(
        t({
          message: 'The authenticator app has been removed from the account.',
          comment: 'Staff accounts page: after an admin removed an account’s second factor',
        }),
      )
      await onChanged()
    },
    onError: failed,
  })
  const name = account.name
  const lastSignedIn = account.lastSignedInAt ? formatDateTime(account.lastSignedInAt, locale) : null
  const roleId = `role-${account.id}`

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between"
      data-testid="staff-account"
    >
      <div className="min-w-0">
        <p className="font-bold text-ink">
          {account.name}
          {isMe ? (
            <span className="ms-2 text-sm font-normal text-muted">
              {t({ message: '(you)', comment: 'Staff accounts page: after the name of the signed-in admin' })}
            </span>
          ) : null}
        </p>
        <p className="break-all text-sm text-ink-soft">
          <bdi dir="ltr">{account.email}</bdi>
        </p>
        <p className="mt-1 text-sm text-muted">
          {account.active ? null : (
            <span className="me-2 font-bold text-danger">
              {t({ message: 'Deactivated', comment: 'Staff accounts page: an account that may not sign in' })}
            </span>
          )}
          {account.mustChangePassword ? <span className="me-2">{t`Waiting for a first sign-in with the one-time password.`}</span> : null}
          <span className="me-2" data-testid="second-factor-status">
            {account.secondFactorEnabled
              ? t({ message: 'Authenticator app: on.', comment: 'Staff accounts page: the account signs in with a second factor' })
              : account.role === 'admin'
                ? t({
                    message: 'Authenticator app: to set up at the next sign-in.',
                    comment: 'Staff accounts page: an admin without a second factor yet',
                  })
                : t({ message: 'Authenticator app: off.', comment: 'Staff accounts page: the account signs in with its password alone' })}
          </span>
          {lastSignedIn
            ? t`Last signed in: ${lastSignedIn}`
            : t({ message: 'Never signed in', comment: 'Staff accounts page: an account that has not signed in yet' })}
        </p>
        {account.signInLocks.length > 0 ? <SignInLocks account={account} onLifted={onChanged} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={roleId} className="sr-only">
          {t`Role`}
        </label>
        <div className="w-full sm:w-44">
          <Select id={roleId} value={role} disabled={isMe} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={isMe || role === account.role}
          loading={change.isPending}
          onClick={() => change.mutate({ role })}
        >
          {t({ message: 'Save role', comment: 'Staff accounts page: saves the role chosen for an account' })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={isMe}
          loading={change.isPending}
          onClick={() => change.mutate({ active: !account.active })}
        >
          {account.active
            ? t({ message: 'Deactivate', comment: 'Staff accounts page: stops an account from signing in and ends its sessions' })
            : t({ message: 'Reactivate', comment: 'Staff accounts page: lets a deactivated account sign in again' })}
        </Button>
        {confirmingReset ? (
          <Button variant="secondary" size="sm" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t({
              message: 'Confirm: new password',
              comment: 'Staff accounts page: second press that really issues a new one-time password',
            })}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirmingReset(true)}>
            {t({ message: 'Reset password', comment: 'Staff accounts page: first press to give an account a new one-time password' })}
          </Button>
        )}
        {account.secondFactorEnabled && !isMe ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirmingSecondFactor(true)}>
            {t({
              message: 'Remove authenticator app',
              comment: 'Staff accounts page: button that removes an account’s second factor (asks first)',
            })}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirmingSecondFactor}
          title={t({
            message: 'Remove the authenticator app?',
            comment: 'Staff accounts page: title of the dialog confirming a second factor’s removal',
          })}
          confirmLabel={t({
            message: 'Remove the app',
            comment: 'Staff accounts page: the dialog’s button that removes the second factor',
          })}
          onConfirm={async () => {
            await removeSecondFactor.mutateAsync().catch(() => undefined)
            setConfirmingSecondFactor(false)
          }}
          onCancel={() => setConfirmingSecondFactor(false)}
        >
          {t({
            message: `${name} will be signed out everywhere, and the app and backup codes will stop working. Do this only when they have lost their phone. An administrator sets up a new app at the next sign-in.`,
            comment: 'Staff accounts page: what removing an account’s second factor does',
          })}
        </ConfirmDialog>
      </div>
    </li>
  )
}
