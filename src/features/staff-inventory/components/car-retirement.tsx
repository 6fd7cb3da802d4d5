import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import type { InventoryCar } from '../../../contract/inventory'
import { PublicError } from '../../../lib/errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { FormSection } from '../../staff-dealer/components/form-section'
import { setInventoryCarRetired } from '../inventory.functions'

/** Retiring a car (asked first, decision 0076) or bringing a retired one back. */
export function CarRetirement({ car }: { car: InventoryCar }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const retired = car.status === 'retired'
  const title = car.title

  const setRetired = async (value: boolean) => {
    setFailure(null)
    try {
      await setInventoryCarRetired({ data: { locale, id: car.id, edit: { retired: value } } })
      setAsking(false)
      notifySuccess(
        value
          ? t({ message: `“${title}” is retired.`, comment: 'Staff inventory: toast after retiring a car; {title} is its name' })
          : t({
              message: `“${title}” is back on the market.`,
              comment: 'Staff inventory: toast after un-retiring a car; {title} is its name',
            }),
      )
      await router.invalidate()
    } catch (error) {
      setAsking(false)
      setFailure(
        error instanceof PublicError ? error.message : t`We could not reach the dealer. Please check your connection and try again.`,
      )
    }
  }

  return (
    <FormSection
      title={t({ message: 'Take off the market', comment: 'Staff car page: heading of the section that retires a car' })}
      lead={
        retired
          ? t({
              message: 'This car is retired: visitors who open its page read that it is no longer available, with similar cars.',
              comment: 'Staff car page: lead when the car is retired',
            })
          : t({
              message:
                'A retired car leaves the market, the search and the sitemap; its page says it is no longer available. Orders and price history keep it.',
              comment: 'Staff car page: lead of the retire section',
            })
      }
    >
      {failure ? <FormFailureNotice message={failure} /> : null}
      {retired ? (
        <Button variant="outline" onClick={() => void setRetired(false)} data-testid="car-unretire">
          {t({ message: 'Bring back to the market', comment: 'Staff car page: button that un-retires a car' })}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setAsking(true)} data-testid="car-retire">
          {t({ message: 'Retire the car', comment: 'Staff car page: button that asks to retire a car' })}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t({
          message: `Retire “${title}”?`,
          comment: 'Staff car page: title of the dialog that confirms retiring a car; {title} is its name',
        })}
        confirmLabel={t({ message: 'Retire the car', comment: 'Staff car page: the dialog’s button that retires the car' })}
        onConfirm={() => setRetired(true)}
        onCancel={() => setAsking(false)}
      >
        <p>
          {t({
            message: 'It leaves the market at once and its page answers “no longer available”. You can bring it back here at any time.',
            comment: 'Staff car page: what retiring a car does, in the confirmation dialog',
          })}
        </p>
      </ConfirmDialog>
    </FormSection>
  )
}
