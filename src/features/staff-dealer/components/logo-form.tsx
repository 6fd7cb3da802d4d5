import { useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { FileInput } from '../../../components/ui/file-input'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { dealerLogoUploadSchema, dealerSettingsLimits, logoMediaTypes } from '../../../contract/staff-dealer'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { uploadDealerLogo } from '../staff-dealer.functions'
import { FormSection } from './form-section'
import { defaultLogo } from '../../../lib/site-settings'

type Values = { logo: File | null }

const accept = ['.png', '.jpg', '.jpeg', '.webp', ...logoMediaTypes].join(',')

/** The dealer's logo: the current one, and a new one checked by its bytes and re-encoded by the API. */
export function LogoForm({ logoPath }: { logoPath: string | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { form, formProps, failure } = useContractForm({
    formId: 'staff-dealer-logo',
    defaultValues: { logo: null } as Values,
    schema: dealerLogoUploadSchema,
    toInput: (values: Values) => ({ logo: values.logo ?? undefined }),
    // A file cannot be kept in sessionStorage.
    draftOmit: ['logo'],
    send: (input) => {
      const body = new FormData()
      body.set('locale', locale)
      if (input.logo) body.set('logo', input.logo)
      return uploadDealerLogo({ data: body })
    },
    onSuccess: async () => {
      form.reset()
      notifySuccess(t({ message: 'The new logo is saved.', comment: 'Staff dealer settings: toast after uploading a logo' }))
      await queryClient.invalidateQueries({ queryKey: ['site-settings'] })
      await router.invalidate()
    },
  })
  const widthPx = dealerSettingsLimits.logoWidth

  return (
    <form {...formProps} aria-labelledby="dealer-logo-title" data-testid="dealer-logo-form">
      <FormSection title={t({ message: 'Logo', comment: 'Staff dealer settings: section with the dealer’s logo' })}>
        <h3 id="dealer-logo-title" className="sr-only">
          {t({ message: 'Logo', comment: 'Staff dealer settings: section with the dealer’s logo' })}
        </h3>
        <div className="flex flex-wrap items-end gap-5">
          <img
            src={logoPath ?? defaultLogo}
            alt={t({ message: 'Current logo', comment: 'Staff dealer settings: alternative text of the logo now in use' })}
            width={80}
            height={80}
            className="size-20 rounded-lg border border-line bg-white object-contain p-1"
          />
          <form.AppField name="logo">
            {(field) => (
              <field.FieldFrame
                label={t({ message: 'New logo', comment: 'Staff dealer settings: label of the logo file field' })}
                hint={t({
                  message: `PNG, JPEG or WebP, at most 5 MB. It is scaled to ${widthPx} pixels wide and its hidden data removed.`,
                  comment: 'Staff dealer settings: hint under the logo field; {widthPx} is a number of pixels',
                })}
                className="min-w-0 flex-1"
              >
                <FileInput
                  name={field.name}
                  accept={accept}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
                />
              </field.FieldFrame>
            )}
          </form.AppField>
        </div>
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy} variant="outline">
              {t({ message: 'Upload logo', comment: 'Staff dealer settings: button that uploads the chosen logo' })}
            </Button>
          )}
        </form.Subscribe>
      </FormSection>
    </form>
  )
}
