import { useRef, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { mobileInputProps, referenceInputProps } from '../../../lib/forms/input-presets'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The mobile a look-up was made with, kept in the browser's history entry of the tracking
     * page and never in its address (addresses end up in logs, bookmarks and shared links).
     */
    trackPhone?: string
  }
}

/**
 * The home page's "track your order": the two fields, handed to the tracking page, which checks
 * them and looks the order up. No form library or schema here, so the home page stays light; the
 * reference travels in the address, the mobile in the history entry. A plain GET form underneath
 * opens the tracking page with the reference before the page's script has loaded.
 */
export function TrackOrderEntry() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const phoneInput = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const reference = String(data.get('reference') ?? '').trim()
    const phone = phoneInput.current?.value.trim() ?? ''
    void navigate({
      to: '/{-$locale}/track-order',
      params: { locale: localeParam },
      search: reference ? { reference } : {},
      state: (previous) => ({ ...previous, trackPhone: phone || undefined }),
    })
  }

  return (
    <form
      action={localizePathname('/track-order', locale)}
      method="get"
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
    >
      <Field label={t`Order reference`}>
        <Input name="reference" {...referenceInputProps} className="rtl:text-end" />
      </Field>
      {/* Without a name, so the plain GET form never puts a mobile in an address. */}
      <Field label={t`Mobile number`}>
        <Input ref={phoneInput} {...mobileInputProps} placeholder={t`Enter Mobile Number`} />
      </Field>
      <Button type="submit" variant="primary" className="sm:col-span-2 lg:col-span-1">
        {t`Track order`}
      </Button>
    </form>
  )
}
