import { useState, type ChangeEvent } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Field } from '../../../components/ui/field'
import { FileInput } from '../../../components/ui/file-input'
import { Select } from '../../../components/ui/select'
import { offerIllustrationPaths, offerPictureUploadSchema } from '../../../contract/staff-offers'
import { coverMediaTypes } from '../../../contract/staff-news'
import { bodyTypes } from '../../../contract/values'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { fieldMessages } from '../../../lib/field-messages'
import { useLocale } from '../../../lib/i18n/use-locale'
import { isFieldErrorKey } from '../../../contract/field-errors'
import { bodyLabels } from '../../catalogue/catalogue-labels'
import { uploadOfferPicture } from '../staff-offers.functions'

const accept = ['.png', '.jpg', '.jpeg', '.webp', ...coverMediaTypes].join(',')

/**
 * An offer's picture: none, a drawing of a body type (as the seeded offers have), or a photo
 * uploaded here. The photo is sent as soon as it is chosen (checked by its bytes, scaled and
 * re-encoded by the dealer API, like a news cover), and the form keeps its address until saved.
 */
export function OfferPictureField({
  id,
  value,
  onChange,
  error,
}: {
  id: string
  value: string | null
  onChange: (image: string | null) => void
  error?: string
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [inputKey, setInputKey] = useState(0)
  const uploaded = value !== null && !offerIllustrationPaths.includes(value)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    setUploadError(null)
    if (!file) return
    const checked = offerPictureUploadSchema.safeParse({ picture: file })
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? ''
      setUploadError(i18n._(isFieldErrorKey(key) ? fieldMessages[key] : fieldMessages.coverType))
      return
    }
    setBusy(true)
    try {
      const body = new FormData()
      body.set('locale', locale)
      body.set('picture', file)
      const { image } = await uploadOfferPicture({ data: body })
      onChange(image)
    } catch (failure) {
      const fields = fieldErrorsOf(failure)
      setUploadError(
        fields.picture?.[0] ??
          (failure instanceof PublicError
            ? failure.message
            : t`We could not reach the dealer. Please check your connection and try again.`),
      )
    } finally {
      setBusy(false)
      setInputKey((key) => key + 1)
    }
  }

  return (
    <fieldset className="space-y-4" data-testid="offer-picture">
      <legend className="mb-2 text-sm font-bold text-ink">
        {t({ message: 'Picture', comment: 'Staff offers page: heading of the choice of an offer’s picture' })}
      </legend>
      <div className="flex flex-wrap items-start gap-5">
        <div className="flex aspect-[16/10] w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
          {value ? (
            <img
              src={value}
              alt=""
              width={160}
              height={100}
              className="size-full object-contain p-[5%]"
              data-testid="offer-picture-preview"
            />
          ) : (
            <span className="px-2 text-center text-sm text-ink-soft">
              {t({ message: 'No picture', comment: 'Staff offers page: an offer shown without a picture' })}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-[1_1_16rem] space-y-4">
          <Field
            label={t({ message: 'Shown picture', comment: 'Staff offers page: label of the choice of an offer’s picture' })}
            id={id}
            error={error}
          >
            <Select value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
              <option value="">{t({ message: 'No picture', comment: 'Staff offers page: an offer shown without a picture' })}</option>
              {bodyTypes.map((body, index) => {
                const kind = i18n._(bodyLabels[body])
                return (
                  <option key={body} value={offerIllustrationPaths[index]}>
                    {t({ message: `Drawing: ${kind}`, comment: 'Staff offers page: a body type’s drawing as an offer’s picture' })}
                  </option>
                )
              })}
              {uploaded ? (
                <option value={value}>
                  {t({ message: 'The uploaded photo', comment: 'Staff offers page: the photo uploaded for this offer, as a choice' })}
                </option>
              ) : null}
            </Select>
          </Field>
          <Field
            label={t({ message: 'Or upload a photo', comment: 'Staff offers page: label of the file field for an offer’s own photo' })}
            hint={
              busy
                ? t({ message: 'Uploading…', comment: 'Staff offers page: the offer’s photo is being sent' })
                : t({
                    message: 'PNG, JPEG or WebP, at most 5 MB. It is scaled down and its hidden data removed. Save the offer to keep it.',
                    comment: 'Staff offers page: hint under the offer photo field',
                  })
            }
            error={uploadError ?? undefined}
          >
            <FileInput key={inputKey} accept={accept} disabled={!hydrated || busy} onChange={(event) => void upload(event)} />
          </Field>
        </div>
      </div>
    </fieldset>
  )
}
