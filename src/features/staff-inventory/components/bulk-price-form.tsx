import { useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { bulkPriceEditSchema, type BulkPriceEdit, type BulkPriceResult, type InventoryChoices } from '../../../contract/inventory'
import { PublicError } from '../../../lib/errors'
import { formatNumber, formatSar } from '../../../lib/format'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { FormSection } from '../../staff-dealer/components/form-section'
import { changeInventoryModelPrices } from '../inventory.functions'

type Values = { modelId: string; percent: string; onlyActive: boolean }

/**
 * Changes the price of every car of a model by a percent (decision 0077): the form previews the
 * change, a confirmation names how many cars and the range of new prices, and only then is it applied.
 */
export function BulkPriceForm({ choices }: { choices: InventoryChoices }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [pending, setPending] = useState<{ edit: BulkPriceEdit; result: BulkPriceResult } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The change as the schema read it (percent a number), kept from the preview to apply it as shown.
  const previewed = useRef<BulkPriceEdit | null>(null)
  const {
    form,
    formProps,
    summary,
    failure: formFailure,
  } = useContractForm({
    formId: 'staff-bulk-price',
    defaultValues: { modelId: '', percent: '', onlyActive: true } as Values,
    schema: bulkPriceEditSchema,
    toInput: (values: Values) => ({ ...values, modelId: Number(values.modelId) || 0, preview: true }),
    send: (edit) => {
      const parsed = bulkPriceEditSchema.safeParse(edit)
      previewed.current = parsed.success ? parsed.data : null
      return changeInventoryModelPrices({ data: { locale, edit } })
    },
    onSuccess: (result) => {
      setFailure(null)
      if (result.changed === 0) {
        notifySuccess(
          t({
            message: 'No car of this model would change price.',
            comment: 'Staff inventory: toast when a bulk price change finds nothing to change',
          }),
        )
        return
      }
      if (previewed.current) setPending({ edit: { ...previewed.current, preview: false }, result })
    },
  })

  const apply = async () => {
    if (!pending) return
    try {
      const result = await changeInventoryModelPrices({ data: { locale, edit: pending.edit } })
      setPending(null)
      const count = formatNumber(result.changed, locale)
      notifySuccess(
        t({
          message: `New prices are saved for ${count} cars.`,
          comment: 'Staff inventory: toast after a bulk price change; {count} is the number of cars',
        }),
      )
      form.reset()
      await router.invalidate()
    } catch (error) {
      setPending(null)
      setFailure(
        error instanceof PublicError ? error.message : t`We could not reach the dealer. Please check your connection and try again.`,
      )
    }
  }

  const count = pending ? formatNumber(pending.result.changed, locale) : ''
  const lowest = pending?.result.lowestNewPriceSar != null ? formatSar(pending.result.lowestNewPriceSar, locale) : ''
  const highest = pending?.result.highestNewPriceSar != null ? formatSar(pending.result.highestNewPriceSar, locale) : ''
  return (
    <form {...formProps} data-testid="bulk-price-form" aria-label={t`Change a model’s prices`}>
      <FormSection
        title={t({
          message: 'Change a model’s prices',
          comment: 'Staff inventory: heading of the form that changes the price of every car of a model by a percent',
        })}
        lead={t({
          message: 'Every car of the model by the same percent, rounded to whole riyals; each change is kept in the car’s price history.',
          comment: 'Staff inventory: lead of the bulk price change form',
        })}
      >
        <ErrorSummary errors={summary} />
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="modelId">
            {(field) => (
              <field.SelectField
                label={t({ message: 'Model', comment: 'Staff inventory: label of the model filter and of the editor’s model' })}
                required
              >
                <option value="">
                  {t({ message: 'Choose a model', comment: 'Staff inventory bulk price form: first choice of the model list' })}
                </option>
                {choices.brands.map((brand) => (
                  <optgroup key={brand.id} label={locale === 'en' ? brand.nameEn : brand.nameAr}>
                    {brand.models.map((model) => (
                      <option key={model.id} value={model.id}>
                        {locale === 'en' ? model.nameEn : model.nameAr}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </field.SelectField>
            )}
          </form.AppField>
          <form.AppField name="percent">
            {(field) => (
              <field.TextField
                label={t({ message: 'Change in percent', comment: 'Staff inventory bulk price form: label of the percent, e.g. −5 or 3' })}
                hint={t({
                  message: 'From −50 to 50, for example −5 to lower prices by 5%.',
                  comment: 'Staff inventory bulk price form: hint under the percent',
                })}
                required
                inputMode="text"
                dir="ltr"
                controlClassName="max-w-32"
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="onlyActive">
          {(field) => (
            <field.CheckboxField
              label={t({ message: 'Leave retired cars unchanged', comment: 'Staff inventory bulk price form: checkbox, on by default' })}
            />
          )}
        </form.AppField>
        {formFailure ? <FormFailureNotice key={`${formFailure.code}:${formFailure.message}`} message={formFailure.message} /> : null}
        {failure ? <FormFailureNotice message={failure} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy} data-testid="bulk-price-preview">
              {t({
                message: 'Review the new prices',
                comment: 'Staff inventory bulk price form: button that previews the change before confirming',
              })}
            </Button>
          )}
        </form.Subscribe>
      </FormSection>
      <ConfirmDialog
        open={pending !== null}
        title={t({ message: 'Change these prices?', comment: 'Staff inventory: title of the dialog confirming a bulk price change' })}
        confirmLabel={t({
          message: 'Change the prices',
          comment: 'Staff inventory: the confirmation dialog’s button that applies a bulk price change',
        })}
        onConfirm={apply}
        onCancel={() => setPending(null)}
      >
        <p data-testid="bulk-price-summary">
          {t({
            message: `${count} cars will get a new price, from ${lowest} to ${highest}. Each change is kept in the price history.`,
            comment: 'Staff inventory: bulk price confirmation; {count} cars, {lowest} and {highest} are the lowest and highest new prices',
          })}
        </p>
      </ConfirmDialog>
    </form>
  )
}
