import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Notice } from '../../../components/ui/notice'
import type { TestDriveAvailability, TestDriveView } from '../../../contract/test-drives'
import { formDraft } from '../../../lib/forms/form-draft'
import { TestDriveCodeStep } from './test-drive-code-step'
import { TestDriveForm, testDriveFormId, type BookedDrive } from './test-drive-form'
import { TestDriveSummary } from './test-drive-summary'

type Step = { kind: 'form' } | { kind: 'code'; booked: BookedDrive } | { kind: 'done'; view: TestDriveView }

/** The whole booking: the form, the code, then the booked drive with its link to cancel or move it. */
export function TestDriveBooking({
  availability,
  onBranch,
  onDay,
}: {
  availability: TestDriveAvailability
  onBranch: (branchId: number) => void
  onDay: (day: string) => void
}) {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const doneHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step.kind === 'done') doneHeading.current?.focus()
  }, [step.kind])

  if (step.kind === 'code')
    return (
      <TestDriveCodeStep
        booked={step.booked}
        onVerified={(view) => {
          formDraft(testDriveFormId, []).clear()
          setStep({ kind: 'done', view })
        }}
        onStartOver={() => setStep({ kind: 'form' })}
      />
    )
  if (step.kind === 'done')
    return (
      <section aria-labelledby="test-drive-done" className="mx-auto max-w-2xl space-y-6" data-testid="test-drive-done">
        <Notice tone="success">
          <h2 id="test-drive-done" ref={doneHeading} tabIndex={-1} className="text-lg font-bold text-ink">
            {t({ message: 'Your test drive is booked.', comment: 'Test drive page: heading once the code confirmed the booking' })}
          </h2>
          <p className="mt-1">
            <Trans>We have sent the details by text message. Please bring your driving licence.</Trans>
          </p>
        </Notice>
        <TestDriveSummary view={step.view}>
          <a href={step.view.manageUrl} className="font-bold text-brand-700 underline" data-testid="test-drive-manage-link">
            {t({
              message: 'Cancel or move this test drive',
              comment: 'Test drive confirmation: link to the page that cancels or moves it',
            })}
          </a>
        </TestDriveSummary>
      </section>
    )
  if (availability.branches.length === 0)
    return (
      <Notice tone="info" title={t`No branch has this car for a test drive right now.`}>
        {t`Please call us or send us a message: we will tell you when and where you can drive it.`}
      </Notice>
    )
  return (
    <TestDriveForm availability={availability} onBranch={onBranch} onDay={onDay} onBooked={(booked) => setStep({ kind: 'code', booked })} />
  )
}
