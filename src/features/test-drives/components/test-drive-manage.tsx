import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Notice } from '../../../components/ui/notice'
import type { TestDriveAvailability, TestDriveView } from '../../../contract/test-drives'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { formatDateTime } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { cancelTestDrive, fetchTestDriveAvailability, moveTestDrive } from '../test-drives.functions'
import { SlotPicker } from './slot-picker'
import { TestDriveSummary } from './test-drive-summary'

/**
 * What the signed link opens: the booking, "Cancel" (asked first) and "Move" (another day and time
 * at the same branch). A drive that has begun, or was cancelled, is shown without them.
 */
export function TestDriveManage({ token, initial }: { token: string; initial: TestDriveView }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [view, setView] = useState(initial)
  const [asking, setAsking] = useState(false)
  const [moving, setMoving] = useState<TestDriveAvailability | null>(null)
  const [startsAt, setStartsAt] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [slotProblem, setSlotProblem] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`
  const branch = view.branch.name
  const when = formatDateTime(view.startsAt, locale)
  const failed = (error: unknown) => setProblem(error instanceof PublicError ? error.message : unreachable)

  const cancel = async () => {
    setProblem(null)
    try {
      setView(await cancelTestDrive({ data: { locale, token } }))
      setMoving(null)
      notifySuccess(t`Your test drive is cancelled.`)
    } catch (error) {
      failed(error)
    } finally {
      setAsking(false)
    }
  }

  const openMove = async (day?: string) => {
    if (view.car.id === null) return
    setProblem(null)
    setBusy(true)
    try {
      setMoving(await fetchTestDriveAvailability({ data: { locale, carId: view.car.id, branchId: view.branch.id, day } }))
      setStartsAt('')
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }

  const move = async () => {
    setSlotProblem(undefined)
    if (!startsAt) {
      setSlotProblem(t`Please choose one of the times shown for this branch and day.`)
      return
    }
    setBusy(true)
    try {
      const moved = await moveTestDrive({ data: { locale, move: { token, startsAt } } })
      setView(moved)
      setMoving(null)
      const when = formatDateTime(moved.startsAt, locale)
      notifySuccess(t`Your test drive has been moved to ${when}.`)
    } catch (error) {
      const slot = fieldErrorsOf(error)['startsAt']?.[0]
      if (slot) setSlotProblem(slot)
      else failed(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6" data-testid="test-drive-manage">
      {view.status === 'cancelled' ? <Notice tone="info">{t`This test drive is cancelled.`}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <TestDriveSummary view={view}>
        {view.changeable ? (
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" onClick={() => void openMove()} loading={busy && moving === null} disabled={view.car.id === null}>
              {t({
                message: 'Move to another time',
                comment: 'Test drive page of the signed link: opens the choice of another day and time',
              })}
            </Button>
            <Button variant="outline" onClick={() => setAsking(true)}>
              {t({ message: 'Cancel the test drive', comment: 'Test drive page of the signed link: cancels the booking (asked first)' })}
            </Button>
          </div>
        ) : null}
      </TestDriveSummary>
      {moving && view.changeable ? (
        <section aria-labelledby="test-drive-move" className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <h2 id="test-drive-move" className="text-xl font-bold text-ink">
            {t({ message: 'Choose the new time', comment: 'Test drive page of the signed link: heading of the move step' })}
          </h2>
          <SlotPicker
            idPrefix="test-drive-move"
            availability={moving}
            onDay={(day) => void openMove(day)}
            value={startsAt}
            onChange={setStartsAt}
            error={slotProblem}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="accent" onClick={() => void move()} loading={busy}>
              {t({ message: 'Move the test drive', comment: 'Test drive page of the signed link: confirms the new time' })}
            </Button>
            <Button variant="outline" onClick={() => setMoving(null)}>
              {t({ message: 'Keep the current time', comment: 'Test drive page of the signed link: closes the move step without change' })}
            </Button>
          </div>
        </section>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t({ message: 'Cancel this test drive?', comment: 'Test drive: title of the dialog that asks before cancelling' })}
        confirmLabel={t({
          message: 'Cancel the test drive',
          comment: 'Test drive page of the signed link: cancels the booking (asked first)',
        })}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      >
        <p>{t`Your time at ${branch} on ${when} will be given to someone else.`}</p>
      </ConfirmDialog>
    </div>
  )
}
