import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { notifyError, notifySuccess } from '../../../lib/notify'

/** Copies an order's reference, and says so (or that it could not) in a notification. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  const { t } = useLingui()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference)
      notifySuccess(t({ message: 'Reference copied', comment: 'Short notice after the order success screen copied the order reference' }))
    } catch {
      notifyError(t`The reference could not be copied. Please write it down.`)
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} data-testid="copy-reference">
      {t({ message: 'Copy reference', comment: 'Order success: button that copies the order reference' })}
    </Button>
  )
}
