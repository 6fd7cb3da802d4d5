import { Trans, useLingui } from '@lingui/react/macro'
import { SmsCodeStep } from '../../../components/forms/sms-code-step'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { TestDriveView } from '../../../contract/test-drives'
import { formatDateTime } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import { resendTestDriveCode, verifyTestDrive } from '../test-drives.functions'
import type { BookedDrive } from './test-drive-form'

/**
 * The booking's code step, under the order code's rules: a wrong code says how many tries are
 * left, an expired one offers a new code, a locked booking (or a seat lost after its hold, or a
 * booking already confirmed elsewhere) a new booking.
 */
export function TestDriveCodeStep({
  booked,
  onVerified,
  onStartOver,
}: {
  booked: BookedDrive
  onVerified: (view: TestDriveView) => void
  onStartOver: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const mobile = formatSaudiMobile(booked.mobile)
  const when = formatDateTime(booked.startsAt, locale)
  const reference = booked.reference
  return (
    <SmsCodeStep
      id="test-drive-code"
      mobile={booked.mobile}
      resendAvailableAt={booked.resendAvailableAt}
      title={t({ message: 'Confirm your test drive', comment: 'Test drive code step: heading above the code entry' })}
      details={
        <Trans>
          Booking reference: <ReferenceCode className="font-medium text-ink">{reference}</ReferenceCode> · <bdi>{when}</bdi>
        </Trans>
      }
      sentMessage={
        <Trans>
          We sent a 6-digit code by text message to{' '}
          <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
            {mobile}
          </bdi>
          . Your time is held for you while you type it.
        </Trans>
      }
      codeLabel={t({ message: 'Confirmation code', comment: 'Test drive code step: label of the 6-digit code field' })}
      submitLabel={t({ message: 'Confirm the test drive', comment: 'Test drive code step: button that checks the code' })}
      verify={async (code) =>
        onVerified(await verifyTestDrive({ data: { locale, reference, verification: { code, mobile: booked.mobile } } }))
      }
      resend={() => resendTestDriveCode({ data: { locale, reference, resend: { mobile: booked.mobile } } })}
      finalCodes={['code_locked', 'not_found', 'conflict', 'already_verified']}
      finalActionLabel={t({ message: 'Choose another time', comment: 'Test drive code step: back to the booking form after a refusal' })}
      onStartOver={onStartOver}
      startOverLabel={t({
        message: 'Change the time or your details',
        comment: 'Test drive code step: link back to the filled booking form',
      })}
    />
  )
}
