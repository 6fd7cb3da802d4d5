import { useState } from 'react'
import { useNavigate, useRouter, useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { buttonClass } from '../../../components/ui/button-styles'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Notice } from '../../../components/ui/notice'
import {
  staffSecondFactorCodeSchema,
  staffSecondFactorSetupSchema,
  type StaffMember,
  type StaffSecondFactorCodeInput,
  type StaffSecondFactorSetupInput,
} from '../../../contract/staff'
import { TextField } from '../../../components/forms/contract-fields'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import {
  confirmStaffSecondFactor,
  disableStaffSecondFactor,
  startStaffSecondFactor,
  type SecondFactorSetup,
} from '../staff-second-factor.functions'

const passwordDefaults: StaffSecondFactorSetupInput = { password: '' }
const codeDefaults: StaffSecondFactorCodeInput = { code: '' }

/**
 * One's own second factor (decision 0093): enrolling an authenticator app (the password, then the QR
 * code or the secret typed by hand, then the app's first code, then the backup codes shown once),
 * or, for a role that may go without, removing it.
 */
export function SecondFactorSetup({ staff }: { staff: StaffMember }) {
  const { t } = useLingui()
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null)
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null)

  if (backupCodes) return <BackupCodes codes={backupCodes} />
  if (staff.secondFactorEnabled) {
    return (
      <div className="max-w-xl space-y-6">
        <Notice tone="success">
          {t({
            message: 'Your account asks for a code from your authenticator app after your password.',
            comment: 'Staff second factor page: the account has an authenticator app',
          })}
        </Notice>
        {staff.role === 'admin' ? (
          <p className="text-sm text-ink-soft">
            {t({
              message:
                'Administrators must keep it. If you lose your phone, use a backup code, or ask another administrator to remove it from Staff accounts.',
              comment: 'Staff second factor page: why an admin cannot remove it, and what to do after losing the phone',
            })}
          </p>
        ) : (
          <DisableForm />
        )}
      </div>
    )
  }
  return (
    <div className="max-w-xl space-y-6">
      {staff.mustEnrolSecondFactor ? (
        <Notice tone="info">
          {t({
            message: 'Administrators sign in with a code from an authenticator app as well as their password. Set it up now to continue.',
            comment: 'Staff second factor page: why an admin is sent here after signing in',
          })}
        </Notice>
      ) : null}
      {setup ? <ScanAndConfirm setup={setup} onEnrolled={setBackupCodes} /> : <PasswordStep onStarted={setSetup} />}
    </div>
  )
}

/** One's own password, which enrolling and removing the app both ask for; inside its `form.AppField`. */
function OwnPasswordField() {
  const { t } = useLingui()
  return (
    <TextField
      label={t({ message: 'Your password', comment: 'Staff second factor page: label of the password field' })}
      required
      type="password"
      autoComplete="current-password"
      dir="ltr"
      maxLength={128}
    />
  )
}

function PasswordStep({ onStarted }: { onStarted: (setup: SecondFactorSetup) => void }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-second-factor-start',
    defaultValues: passwordDefaults,
    schema: staffSecondFactorSetupSchema,
    toInput: (values: StaffSecondFactorSetupInput) => values,
    draftOmit: ['password'],
    send: (setup) => startStaffSecondFactor({ data: { locale, setup } }),
    onSuccess: (setup) => onStarted(setup),
  })
  return (
    <form {...formProps} aria-labelledby="second-factor-start-title" className="space-y-6" data-testid="second-factor-start">
      <ErrorSummary errors={summary} />
      <div className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <div className="space-y-2">
          <h2 id="second-factor-start-title" className="text-lg font-bold text-ink">
            {t({ message: 'Step 1: confirm it is you', comment: 'Staff second factor page: heading of the password step' })}
          </h2>
          <p className="text-sm text-ink-soft">
            {t({
              message: 'You need an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator.',
              comment: 'Staff second factor page: what is needed before starting',
            })}
          </p>
        </div>
        <form.AppField name="password">{() => <OwnPasswordField />}</form.AppField>
      </div>
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" size="lg" loading={busy} disabled={!hydrated} className="w-full sm:w-auto">
            {t({ message: 'Show the QR code', comment: 'Staff second factor page: submit button of the password step' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}

function ScanAndConfirm({ setup, onEnrolled }: { setup: SecondFactorSetup; onEnrolled: (codes: string[]) => void }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-second-factor-confirm',
    defaultValues: codeDefaults,
    schema: staffSecondFactorCodeSchema,
    toInput: (values: StaffSecondFactorCodeInput) => values,
    draftOmit: ['code'],
    send: (code) => confirmStaffSecondFactor({ data: { locale, code } }),
    onSuccess: async ({ backupCodes }) => {
      onEnrolled(backupCodes)
      await router.invalidate()
    },
  })
  return (
    <form {...formProps} aria-labelledby="second-factor-scan-title" className="space-y-6" data-testid="second-factor-scan">
      <ErrorSummary errors={summary} />
      <div className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <h2 id="second-factor-scan-title" className="text-lg font-bold text-ink">
          {t({ message: 'Step 2: add the account to your app', comment: 'Staff second factor page: heading of the QR code step' })}
        </h2>
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <svg
            viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
            role="img"
            aria-label={t({
              message: 'QR code for your authenticator app',
              comment: 'Staff second factor page: text alternative of the QR code',
            })}
            className="size-52 shrink-0 rounded-lg border border-line bg-white"
            shapeRendering="crispEdges"
            data-testid="second-factor-qr"
          >
            <rect width={setup.qr.size} height={setup.qr.size} fill="#fff" />
            <path d={setup.qr.path} fill="#000" />
          </svg>
          <div className="space-y-3 text-sm text-ink-soft">
            <p>
              {t({
                message: 'In the app, choose to add an account and scan this code with the camera.',
                comment: 'Staff second factor page: how to scan the QR code',
              })}
            </p>
            <p>
              {t({
                message: 'Cannot scan it? Choose to enter a setup key and type this key (time based):',
                comment: 'Staff second factor page: how to type the secret by hand',
              })}
            </p>
            <p dir="ltr" className="font-mono text-base font-bold tracking-wider text-ink break-words" data-testid="second-factor-secret">
              {setup.secretGroups.join(' ')}
            </p>
          </div>
        </div>
        <form.AppField name="code">
          {(field) => (
            <field.TextField
              label={t({
                message: 'The 6-digit code the app shows now',
                comment: 'Staff second factor page: label of the first code field',
              })}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              dir="ltr"
              maxLength={12}
              controlClassName="max-w-48 font-mono text-xl tracking-widest"
            />
          )}
        </form.AppField>
      </div>
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" size="lg" loading={busy} disabled={!hydrated} className="w-full sm:w-auto">
            {t({ message: 'Confirm the code', comment: 'Staff second factor page: submit button of the QR code step' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const localeParam = useLocaleParam()
  const file = `${t({ message: 'Backup codes for the staff back office. Each works once.', comment: 'First line of the downloaded backup codes text file' })}\n\n${codes.join('\n')}\n`
  return (
    <div className="max-w-xl space-y-6" data-testid="second-factor-backup-codes">
      <Notice
        tone="success"
        title={t({ message: 'Your authenticator app is set up', comment: 'Staff second factor page: title after a right first code' })}
      >
        {t({
          message:
            'Keep these backup codes somewhere safe, away from your phone. Each one lets you sign in once without the app. They are shown only now.',
          comment: 'Staff second factor page: what the backup codes are for',
        })}
      </Notice>
      <ul dir="ltr" className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-white p-5 font-mono text-base shadow-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="backup-codes.txt"
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t({ message: 'Download as a text file', comment: 'Staff second factor page: link saving the backup codes' })}
        </a>
        <Button size="lg" onClick={() => void navigate({ to: '/{-$locale}/staff', params: { locale: localeParam } })}>
          {t({
            message: 'I have kept them: continue',
            comment: 'Staff second factor page: button leaving the backup codes for the back office',
          })}
        </Button>
      </div>
    </div>
  )
}

function DisableForm() {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-second-factor-disable',
    defaultValues: passwordDefaults,
    schema: staffSecondFactorSetupSchema,
    toInput: (values: StaffSecondFactorSetupInput) => values,
    draftOmit: ['password'],
    send: (setup) => disableStaffSecondFactor({ data: { locale, setup } }),
    onSuccess: async () => {
      form.reset()
      notifySuccess(t({ message: 'Your account no longer asks for a code.', comment: 'Staff second factor page: after removing the app' }))
      await router.invalidate()
    },
  })
  return (
    <form
      {...formProps}
      aria-labelledby="second-factor-disable-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <ErrorSummary errors={summary} />
      <h2 id="second-factor-disable-title" className="text-lg font-bold text-ink">
        {t({
          message: 'Remove the authenticator app',
          comment: 'Staff second factor page: heading of the form removing it (not for admins)',
        })}
      </h2>
      <form.AppField name="password">{() => <OwnPasswordField />}</form.AppField>
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="secondary" loading={busy} disabled={!hydrated}>
            {t({ message: 'Remove', comment: 'Staff second factor page: submit button removing the app' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
