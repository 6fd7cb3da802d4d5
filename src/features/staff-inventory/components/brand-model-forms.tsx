import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { brandCreateSchema, modelCreateSchema, type InventoryChoices } from '../../../contract/inventory'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { FormSection } from '../../staff-dealer/components/form-section'
import { createInventoryBrand, createInventoryModel } from '../inventory.functions'

type NameValues = { nameAr: string; nameEn: string }

function useLanguageLabels() {
  const { t } = useLingui()
  const label = t({ message: 'Name', comment: 'Staff brands and models: the name of a brand or model' })
  return {
    ar: t({ message: `${label} (Arabic)`, comment: 'Staff forms: label of a field written in Arabic; {label} names the field' }),
    en: t({ message: `${label} (English)`, comment: 'Staff forms: label of a field written in English; {label} names the field' }),
  }
}

/** Adds a brand. */
export function BrandForm() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const labels = useLanguageLabels()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-brand-new',
    defaultValues: { nameAr: '', nameEn: '' } as NameValues,
    schema: brandCreateSchema,
    toInput: (values: NameValues) => values,
    send: (edit, { idempotencyKey }) => createInventoryBrand({ data: { locale, idempotencyKey, edit } }),
    onSuccess: async (_created, values) => {
      const name = locale === 'en' ? values.nameEn : values.nameAr
      notifySuccess(t({ message: `“${name}” is added.`, comment: 'Staff brands and models: toast after adding one; {name} is its name' }))
      form.reset()
      await router.invalidate()
    },
  })
  return (
    <form {...formProps} data-testid="brand-form" aria-label={t`Add a brand`}>
      <FormSection title={t({ message: 'Add a brand', comment: 'Staff brands and models: heading of the form that adds a brand' })}>
        <ErrorSummary errors={summary} />
        {(['nameAr', 'nameEn'] as const).map((name) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.TextField
                label={name === 'nameAr' ? labels.ar : labels.en}
                required
                dir={name === 'nameAr' ? 'rtl' : 'ltr'}
                lang={name === 'nameAr' ? 'ar' : 'en'}
              />
            )}
          </form.AppField>
        ))}
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy}>
              {t({ message: 'Add the brand', comment: 'Staff brands and models: button that adds the brand' })}
            </Button>
          )}
        </form.Subscribe>
      </FormSection>
    </form>
  )
}

type ModelValues = NameValues & { brandId: string }

/** Adds a model to a brand. */
export function ModelForm({ choices }: { choices: InventoryChoices }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const labels = useLanguageLabels()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-model-new',
    defaultValues: { brandId: '', nameAr: '', nameEn: '' } as ModelValues,
    schema: modelCreateSchema,
    toInput: (values: ModelValues) => ({ ...values, brandId: Number(values.brandId) || 0 }),
    send: (edit, { idempotencyKey }) => createInventoryModel({ data: { locale, idempotencyKey, edit } }),
    onSuccess: async (_created, values) => {
      const name = locale === 'en' ? values.nameEn : values.nameAr
      notifySuccess(t({ message: `“${name}” is added.`, comment: 'Staff brands and models: toast after adding one; {name} is its name' }))
      form.reset()
      await router.invalidate()
    },
  })
  return (
    <form {...formProps} data-testid="model-form" aria-label={t`Add a model`}>
      <FormSection title={t({ message: 'Add a model', comment: 'Staff brands and models: heading of the form that adds a model' })}>
        <ErrorSummary errors={summary} />
        <form.AppField name="brandId">
          {(field) => (
            <field.SelectField
              label={t({ message: 'Brand', comment: 'Staff inventory: label of the brand filter and of the editor’s brand' })}
              required
            >
              <option value="">{t({ message: 'Choose a brand', comment: 'Staff car editor: first choice of the brand list' })}</option>
              {choices.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {locale === 'en' ? brand.nameEn : brand.nameAr}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        {(['nameAr', 'nameEn'] as const).map((name) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.TextField
                label={name === 'nameAr' ? labels.ar : labels.en}
                required
                dir={name === 'nameAr' ? 'rtl' : 'ltr'}
                lang={name === 'nameAr' ? 'ar' : 'en'}
              />
            )}
          </form.AppField>
        ))}
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy}>
              {t({ message: 'Add the model', comment: 'Staff brands and models: button that adds the model' })}
            </Button>
          )}
        </form.Subscribe>
      </FormSection>
    </form>
  )
}
