import { useState, type ChangeEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { FileInput } from '../../../components/ui/file-input'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { brandLogoUploadSchema, type StaffBrand } from '../../../contract/car-photos'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { uploadBrandLogo } from '../car-photos.functions'
import { pictureAccept } from './staff-car-photos-editor'

/** Every brand with its logo and a form replacing it (decision 0057). */
export function StaffBrandLogos({ brands }: { brands: StaffBrand[] }) {
  const { t } = useLingui()
  return (
    <section className="space-y-4" aria-labelledby="staff-brands-heading">
      <h2 id="staff-brands-heading" className="text-xl font-bold text-ink">
        {t({ message: 'Brand logos', comment: 'Back office car pictures page: heading of the brand logos' })}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="staff-brands">
        {brands.map((brand) => (
          <BrandLogoForm key={brand.id} brand={brand} />
        ))}
      </ul>
    </section>
  )
}

type Values = { logo: File | null }

function BrandLogoForm({ brand }: { brand: StaffBrand }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [inputKey, setInputKey] = useState(0)
  const { form, formProps, failure } = useContractForm({
    formId: `brand-logo-${brand.id}`,
    defaultValues: { logo: null } as Values,
    schema: brandLogoUploadSchema,
    toInput: (values: Values) => ({ logo: values.logo ?? undefined }),
    draftOmit: ['logo'],
    send: (input) => {
      const body = new FormData()
      body.set('locale', locale)
      body.set('brandId', String(brand.id))
      if (input.logo) body.set('logo', input.logo)
      return uploadBrandLogo({ data: body })
    },
    onSuccess: () => {
      form.reset()
      setInputKey((key) => key + 1)
      notifySuccess(t({ message: 'The logo is replaced.', comment: 'Back office car pictures: toast after a brand logo was uploaded' }))
      void router.invalidate()
    },
  })
  const choose = (event: ChangeEvent<HTMLInputElement>, handleChange: (file: File | null) => void) => {
    handleChange(event.target.files?.[0] ?? null)
  }
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="staff-brand">
      {brand.logoPath ? (
        <img src={brand.logoPath} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 object-contain" />
      ) : (
        <span className="size-16 shrink-0 rounded-lg bg-surface" />
      )}
      <form {...formProps} className="min-w-0 flex-1 space-y-2">
        <form.AppField name="logo">
          {(field) => (
            <field.FieldFrame
              label={t({
                message: `Logo of ${brand.name}`,
                comment: 'Back office car pictures: label of a brand’s logo file field, e.g. "Logo of Toyota"',
              })}
              hint={t({
                message: 'JPEG, PNG or WebP, at most 10 MB; a transparent PNG looks best.',
                comment: 'Back office car pictures: hint under a brand logo file field',
              })}
              required
            >
              <FileInput
                key={inputKey}
                name={field.name}
                accept={pictureAccept}
                onBlur={field.handleBlur}
                onChange={(event) => choose(event, field.handleChange)}
              />
            </field.FieldFrame>
          )}
        </form.AppField>
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" size="sm" variant="secondary" loading={submitting}>
              {t({ message: 'Replace logo', comment: 'Back office car pictures: button that uploads a brand’s new logo' })}
            </Button>
          )}
        </form.Subscribe>
      </form>
    </li>
  )
}
