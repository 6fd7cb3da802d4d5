import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import {
  inventoryLimits,
  stockEditSchema,
  type InventoryCar,
  type InventoryChoices,
  type StockEditInput,
} from '../../../contract/inventory'
import { stockLineStatuses, type StockLineStatus } from '../../../contract/values'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { FormSection } from '../../staff-dealer/components/form-section'
import { stockLineLabels } from '../inventory-labels'
import { saveCarStock } from '../inventory.functions'

type StockValues = { lines: { branchId: string; colorId: string; status: string; count: string }[] }

/** The car's stock lines: how many of which colour stand at which branch, and where they are. */
export function CarStockForm({ car, choices, mayEdit }: { car: InventoryCar; choices: InventoryChoices; mayEdit: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const firstBranch = String(choices.branches[0]?.id ?? '')
  const firstColor = String(car.edit.colors[0]?.id ?? '')
  const { form, formProps, summary, failure } = useContractForm({
    formId: `staff-car-stock-${car.id}`,
    defaultValues: {
      lines: car.stock.map((line) => ({
        branchId: String(line.branchId),
        colorId: String(line.colorId),
        status: line.status,
        count: String(line.count),
      })),
    } satisfies StockValues as StockValues,
    schema: stockEditSchema,
    toInput: (values: StockValues): StockEditInput => ({
      lines: values.lines.map((line) => ({
        branchId: Number(line.branchId) || 0,
        colorId: Number(line.colorId) || 0,
        status: line.status as StockLineStatus,
        count: line.count,
      })),
    }),
    send: (edit) => saveCarStock({ data: { locale, id: car.id, edit } }),
    onSuccess: async () => {
      notifySuccess(t({ message: 'The stock is saved.', comment: 'Staff car page: toast after saving a car’s stock lines' }))
      await router.invalidate()
    },
  })
  const colorName = (color: { nameAr: string; nameEn: string }) => (locale === 'en' ? color.nameEn : color.nameAr)

  return (
    <form {...formProps} data-testid="car-stock" aria-label={t`Stock`}>
      <FormSection
        title={t({ message: 'Stock', comment: 'Staff car page: heading of the stock lines (branch, colour, status, count)' })}
        lead={t({
          message:
            'From 3 available the car shows “in stock”, from 1 “limited stock”, else “on order”. When every car is sold it leaves the market.',
          comment: 'Staff car page: how the stock lines decide what visitors see',
        })}
      >
        <ErrorSummary errors={summary} />
        <fieldset disabled={!mayEdit} className="space-y-4">
          <form.Field name="lines" mode="array">
            {(lines) => (
              <>
                {lines.state.value.length === 0 ? (
                  <p className="text-sm text-ink-soft">
                    {t({
                      message: 'No stock lines: the car shows “on order”.',
                      comment: 'Staff car page: shown when a car has no stock line',
                    })}
                  </p>
                ) : null}
                {lines.state.value.map((_, index) => (
                  <div
                    key={index}
                    className="grid items-end gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1.4fr_1fr_1fr_6rem_auto]"
                    data-testid="stock-line"
                  >
                    <form.AppField name={`lines.${index}.branchId` as 'lines'}>
                      {(field) => (
                        <field.SelectField
                          label={t({
                            message: 'Branch',
                            comment: 'Staff inventory: label of the branch filter (cars with stock at that branch)',
                          })}
                        >
                          {choices.branches.map((branch) => (
                            <option key={branch.id} value={branch.id}>
                              {branch.name}
                            </option>
                          ))}
                        </field.SelectField>
                      )}
                    </form.AppField>
                    <form.AppField name={`lines.${index}.colorId` as 'lines'}>
                      {(field) => (
                        <field.SelectField label={t({ message: 'Colour', comment: 'Staff car page: label of a stock line’s colour' })}>
                          {car.edit.colors.map((color) => (
                            <option key={color.id} value={color.id}>
                              {colorName(color)}
                            </option>
                          ))}
                        </field.SelectField>
                      )}
                    </form.AppField>
                    <form.AppField name={`lines.${index}.status` as 'lines'}>
                      {(field) => (
                        <field.SelectField
                          label={t({ message: 'Status', comment: 'Staff inventory: label of the stock status filter and column' })}
                        >
                          {stockLineStatuses.map((status) => (
                            <option key={status} value={status}>
                              {i18n._(stockLineLabels[status])}
                            </option>
                          ))}
                        </field.SelectField>
                      )}
                    </form.AppField>
                    <form.AppField name={`lines.${index}.count` as 'lines'}>
                      {(field) => (
                        <field.TextField
                          label={t({ message: 'Cars', comment: 'Staff car page: label of a stock line’s count of cars' })}
                          inputMode="numeric"
                          dir="ltr"
                          maxLength={4}
                        />
                      )}
                    </form.AppField>
                    {mayEdit ? (
                      <Button variant="outline" onClick={() => lines.removeValue(index)}>
                        {t({ message: 'Remove', comment: 'Staff car editor: button that removes one colour from the list' })}
                      </Button>
                    ) : null}
                  </div>
                ))}
                {mayEdit && lines.state.value.length < inventoryLimits.maxStockLines ? (
                  <Button
                    variant="outline"
                    onClick={() => lines.pushValue({ branchId: firstBranch, colorId: firstColor, status: 'available', count: '1' })}
                    data-testid="stock-add-line"
                  >
                    {t({ message: 'Add a stock line', comment: 'Staff car page: button that adds a stock line' })}
                  </Button>
                ) : null}
              </>
            )}
          </form.Field>
        </fieldset>
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        {mayEdit ? (
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(busy) => (
              <Button type="submit" loading={busy} data-testid="stock-save">
                {t({ message: 'Save the stock', comment: 'Staff car page: button that saves the stock lines' })}
              </Button>
            )}
          </form.Subscribe>
        ) : null}
      </FormSection>
    </form>
  )
}
