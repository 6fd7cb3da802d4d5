import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { socialNetworks } from '../../../contract/values'
import { dealerSettingsEditSchema, type DealerSettingsEditInput, type StaffDealerSettings } from '../../../contract/staff-dealer'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { saveDealerSettings } from '../staff-dealer.functions'
import { FormSection } from './form-section'
import { socialNetworkNames } from '../../../components/layout/social-network-names'

type TextName = Exclude<keyof DealerSettingsEditInput, 'socials'>

/**
 * The dealer's identity, contacts, head office address and social links, in both languages
 * (decision 0058). Every page shows the saved values at once; the site settings this browser
 * keeps are dropped too, so the back office's own pages follow.
 */
export function DealerSettingsForm({ settings }: { settings: StaffDealerSettings }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { logoPath: _logoPath, ...values } = settings
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-dealer-settings',
    defaultValues: values as DealerSettingsEditInput,
    schema: dealerSettingsEditSchema,
    toInput: (input: DealerSettingsEditInput) => input,
    send: (edit) => saveDealerSettings({ data: { locale, edit } }),
    onSuccess: async () => {
      notifySuccess(t({ message: 'The dealer’s details are saved.', comment: 'Staff dealer settings page: toast after saving' }))
      await queryClient.invalidateQueries({ queryKey: ['site-settings'] })
      await router.invalidate()
    },
  })

  /** One text field; Arabic texts are written right to left, English ones and numbers left to right. */
  const text = (
    name: TextName,
    label: string,
    options: { dir?: 'rtl' | 'ltr'; hint?: string; type?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={label}
          hint={options.hint}
          required
          dir={options.dir ?? (name.endsWith('Ar') ? 'rtl' : 'ltr')}
          lang={name.endsWith('Ar') ? 'ar' : name.endsWith('En') ? 'en' : undefined}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
        />
      )}
    </form.AppField>
  )
  const pair = (...fields: ReactNode[]) => <div className="grid gap-5 sm:grid-cols-2">{fields}</div>
  const ar = (label: string) =>
    t({ message: `${label} (Arabic)`, comment: 'Staff dealer settings: label of a field written in Arabic; {label} names the field' })
  const en = (label: string) =>
    t({ message: `${label} (English)`, comment: 'Staff dealer settings: label of a field written in English; {label} names the field' })

  const nameLabel = t({ message: 'Name', comment: 'Staff dealer settings: the dealer’s trading name as shown on every page' })
  const taglineLabel = t({ message: 'Tagline', comment: 'Staff dealer settings: the short sentence under the name in the footer' })
  const legalNameLabel = t({ message: 'Registered name', comment: 'Staff dealer settings: the name on the commercial registration' })
  const hoursLabel = t({ message: 'Working hours', comment: 'Staff dealer settings: opening hours of the head office as text' })
  const streetLabel = t({ message: 'Street', comment: 'Staff settings: the street line of an address, without district or city' })
  const districtLabel = t({ message: 'District', comment: 'Staff settings: the district (حي) of an address' })
  const cityLabel = t({ message: 'City', comment: 'Staff dealer settings: the city of the head office address' })
  const regionLabel = t({ message: 'Region', comment: 'Staff dealer settings: the province (منطقة) of the head office address' })

  return (
    <form {...formProps} aria-labelledby="dealer-settings-title" className="space-y-6" data-testid="dealer-settings-form">
      <h2 id="dealer-settings-title" className="text-xl font-bold text-ink">
        {t({
          message: 'Dealer details',
          comment: 'Staff dealer settings: heading of the form with the dealer’s name, numbers and contacts',
        })}
      </h2>
      <ErrorSummary errors={summary} />
      <FormSection
        title={t({ message: 'Name and legal identity', comment: 'Staff dealer settings: section with names, CR and VAT numbers' })}
        lead={t({
          message:
            'Saudi e-commerce law asks an online shop to show its registered name, commercial registration and VAT numbers. They appear in every page’s footer and on order confirmations.',
          comment: 'Staff dealer settings: why the legal identity is asked',
        })}
      >
        {pair(text('nameAr', ar(nameLabel)), text('nameEn', en(nameLabel)))}
        {pair(text('taglineAr', ar(taglineLabel)), text('taglineEn', en(taglineLabel)))}
        {pair(text('legalNameAr', ar(legalNameLabel)), text('legalNameEn', en(legalNameLabel)))}
        {pair(
          text(
            'crNumber',
            t({ message: 'Commercial registration (CR) number', comment: 'Staff dealer settings: label of the CR number field' }),
            {
              hint: t({ message: '10 digits, for example 7001234567.', comment: 'Staff dealer settings: hint under the CR number' }),
              inputMode: 'numeric',
            },
          ),
          text('vatNumber', t({ message: 'VAT number', comment: 'Staff dealer settings: label of the VAT registration number field' }), {
            hint: t({
              message: '15 digits that start and end with 3, as on the ZATCA certificate.',
              comment: 'Staff dealer settings: hint under the VAT number',
            }),
            inputMode: 'numeric',
          }),
        )}
      </FormSection>

      <FormSection title={t({ message: 'Contacts', comment: 'Staff dealer settings: section with phones, WhatsApp, e-mail and hours' })}>
        {pair(
          text('phone', t({ message: 'Phone', comment: 'Staff dealer settings: the dealer’s main phone (unified number)' }), {
            hint: t({
              message: 'As you print it, for example 9200 00000; it is dialled in international form.',
              comment: 'Staff dealer settings: hint under the main phone',
            }),
            inputMode: 'tel',
          }),
          text(
            'whatsapp',
            t({ message: 'WhatsApp number', comment: 'Staff dealer settings: the mobile number customers chat with on WhatsApp' }),
            {
              hint: t({
                message: 'A Saudi mobile, for example 050 000 0000.',
                comment: 'Staff dealer settings: hint under the WhatsApp number',
              }),
              inputMode: 'tel',
            },
          ),
        )}
        {text('email', t({ message: 'E-mail', comment: 'Staff dealer settings: the dealer’s public e-mail address' }), { type: 'email' })}
        {pair(text('workingHoursAr', ar(hoursLabel)), text('workingHoursEn', en(hoursLabel)))}
      </FormSection>

      <FormSection
        title={t({ message: 'Head office address', comment: 'Staff dealer settings: section with the postal address in parts' })}
      >
        {pair(text('streetAr', ar(streetLabel)), text('streetEn', en(streetLabel)))}
        {pair(text('districtAr', ar(districtLabel)), text('districtEn', en(districtLabel)))}
        {pair(text('cityAr', ar(cityLabel)), text('cityEn', en(cityLabel)))}
        {pair(text('regionAr', ar(regionLabel)), text('regionEn', en(regionLabel)))}
        {pair(
          text('postcode', t({ message: 'Postal code', comment: 'Staff settings: the 5-digit Saudi postal code of an address' }), {
            inputMode: 'numeric',
          }),
          text('mapUrl', t({ message: 'Map link', comment: 'Staff settings: the address of the place on a map (https)' }), { type: 'url' }),
        )}
      </FormSection>

      <FormSection
        title={t({ message: 'Social links', comment: 'Staff dealer settings: section with the dealer’s social network profiles' })}
        lead={t({ message: 'Leave a network empty to hide it.', comment: 'Staff dealer settings: hint above the social links' })}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <form.AppField key={network} name={`socials.${network}`}>
              {(field) => <field.TextField label={i18n._(socialNetworkNames[network])} type="url" dir="ltr" placeholder="https://" />}
            </form.AppField>
          ))}
        </div>
      </FormSection>

      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy} data-testid="save-dealer-settings">
            {t({ message: 'Save details', comment: 'Staff dealer settings: button that saves the dealer’s details' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
