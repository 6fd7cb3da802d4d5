import { useRef, useState } from 'react'
import * as z from 'zod/mini'
import { useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { orderReferenceSchema, saudiMobileSchema, type OrderPlaced } from '../../../contract/orders'
import {
  newestTradeInYear,
  tradeInCarSchema,
  tradeInConditions,
  tradeInLimits,
  tradeInPhotoMediaTypes,
  tradeInPhotoUploadSchema,
} from '../../../contract/trade-ins'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { tradeInPhotoMegabytes } from '../../../lib/field-messages'
import { useLocale } from '../../../lib/i18n/use-locale'
import { toSaudiMobileE164 } from '../../../lib/phone'
import { CityField } from '../../orders/components/city-and-branch'
import { requestTradeIn, uploadTradeInPhoto } from '../trade-in.functions'
import { conditionLabels } from '../trade-in-labels'

export const tradeInFormId = 'trade-in'

const photoSlots = ['photo1', 'photo2', 'photo3'] as const satisfies readonly `photo${number}`[]
type PhotoSlot = (typeof photoSlots)[number]

type Values = {
  make: string
  model: string
  year: string
  mileageKm: string
  condition: string
  city: string
  mobile: string
  orderReference: string
} & Record<PhotoSlot, File | null>

const optionalPhoto = z.optional(tradeInPhotoUploadSchema.shape.photo)
/** What the form checks in the browser: the contract's car, mobile and order, and each photo's size. */
const formSchema = z.object({
  ...tradeInCarSchema.shape,
  mobile: saudiMobileSchema,
  orderReference: z.optional(orderReferenceSchema),
  photo1: optionalPhoto,
  photo2: optionalPhoto,
  photo3: optionalPhoto,
})
type FormInput = z.input<typeof formSchema>

const accept = ['.jpg', '.jpeg', '.png', '.webp', ...tradeInPhotoMediaTypes].join(',')

/**
 * "Value my car": the car (make, model, year, mileage, condition), where it is, the mobile the code
 * and the estimate go to, up to three photos and, when opened from an order, that order. The
 * photos go up first, one at a time (each checked and re-encoded by the API, its refusal shown
 * next to its field); the request then names them. A photo already uploaded is not sent again on
 * a retry, so the retry is the same request under the same idempotency key.
 */
export function TradeInForm({
  orderReference,
  onPlaced,
}: {
  orderReference?: string
  onPlaced: (placed: OrderPlaced, mobile: string) => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const uploaded = useRef(new Map<File, string>())
  const [uploading, setUploading] = useState<number | null>(null)
  const newestYear = newestTradeInYear()
  const oldestYear = tradeInLimits.minYear
  const photoCount = tradeInLimits.maxPhotos

  const upload = async (slot: PhotoSlot, file: File): Promise<string> => {
    const known = uploaded.current.get(file)
    if (known) return known
    const body = new FormData()
    body.set('locale', locale)
    body.set('photo', file)
    try {
      const { id } = await uploadTradeInPhoto({ data: body })
      uploaded.current.set(file, id)
      return id
    } catch (error) {
      // The API names the field `photo`; on this form it is the slot the file was chosen in.
      const fields = fieldErrorsOf(error)
      const sentence = fields['photo']?.[0]
      if (error instanceof PublicError && sentence) {
        throw new PublicError({ status: error.status, code: error.code, message: error.message, fields: { [slot]: [sentence] } })
      }
      throw error
    }
  }

  const { form, formProps, summary, failure } = useContractForm({
    formId: tradeInFormId,
    defaultValues: {
      make: '',
      model: '',
      year: '',
      mileageKm: '',
      condition: '',
      city: '',
      mobile: '',
      orderReference: orderReference ?? '',
      photo1: null,
      photo2: null,
      photo3: null,
    } satisfies Values as Values,
    schema: formSchema,
    toInput: (values: Values): FormInput => ({
      make: values.make,
      model: values.model,
      year: values.year,
      mileageKm: values.mileageKm,
      condition: values.condition as FormInput['condition'],
      city: values.city as FormInput['city'],
      mobile: values.mobile,
      orderReference: values.orderReference.trim() || undefined,
      photo1: values.photo1 ?? undefined,
      photo2: values.photo2 ?? undefined,
      photo3: values.photo3 ?? undefined,
    }),
    // Files cannot be kept in sessionStorage; they are chosen again after a reload.
    draftOmit: photoSlots,
    keepDraftAfterSuccess: true,
    send: async (input, { idempotencyKey }) => {
      const chosen = photoSlots.flatMap((slot) => (input[slot] ? [[slot, input[slot]] as const] : []))
      const photos: string[] = []
      try {
        for (const [index, [slot, file]] of chosen.entries()) {
          setUploading(index / chosen.length)
          photos.push(await upload(slot, file))
        }
      } finally {
        setUploading(null)
      }
      const { photo1: _1, photo2: _2, photo3: _3, ...request } = input
      try {
        return await requestTradeIn({ data: { locale, idempotencyKey, request: { ...request, photos } } })
      } catch (error) {
        // Kept an hour only: the next press uploads them again.
        if (error instanceof PublicError && error.code === 'photos_expired') uploaded.current.clear()
        throw error
      }
    },
    onSuccess: (placed, values) => onPlaced(placed, toSaudiMobileE164(values.mobile) ?? values.mobile),
  })

  return (
    <form
      {...formProps}
      aria-label={t({ message: 'Value my car', comment: 'Name of the “value my car” form, read by screen readers; menu link to its page' })}
      className="mx-auto max-w-2xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <FormPreamble summary={summary} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-ink">
          {t({ message: 'Your car', comment: '“Value my car” form: heading of the fields that describe the buyer’s own car' })}
        </legend>
        <form.AppField name="make">
          {(field) => (
            <field.TextField
              label={t({ message: 'Make', comment: '“Value my car” form: the brand of the buyer’s own car, e.g. Toyota' })}
              placeholder={t({ message: 'e.g. Toyota', comment: '“Value my car” form: example in the make field' })}
              maxLength={tradeInLimits.makeMaxLength}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="model">
          {(field) => (
            <field.TextField
              label={t({ message: 'Model', comment: '“Value my car” form: the model of the buyer’s own car, e.g. Camry' })}
              placeholder={t({ message: 'e.g. Camry GLE', comment: '“Value my car” form: example in the model field' })}
              maxLength={tradeInLimits.modelMaxLength}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="year">
          {(field) => (
            <field.TextField
              label={t({ message: 'Model year', comment: '“Value my car” form: the year the buyer’s own car was made' })}
              hint={t`From ${oldestYear} to ${newestYear}.`}
              preset="amount"
              maxLength={4}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="mileageKm">
          {(field) => (
            <field.TextField
              label={t({ message: 'Mileage (km)', comment: '“Value my car” form: kilometres on the odometer of the buyer’s own car' })}
              hint={t`As the odometer shows it.`}
              preset="amount"
              maxLength={12}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="condition">
          {(field) => (
            <field.SelectField
              label={t({ message: 'Condition', comment: '“Value my car” form: how the buyer rates their own car' })}
              className="sm:col-span-2"
              required
            >
              <option value="">
                {t({ message: 'Choose the condition', comment: '“Value my car” form: the empty choice of the condition list' })}
              </option>
              {tradeInConditions.map((condition) => (
                <option key={condition} value={condition}>
                  {i18n._(conditionLabels[condition])}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="city">
          {() => (
            <div className="sm:col-span-2">
              <CityField
                label={t({ message: 'Where is the car?', comment: '“Value my car” form: the Saudi city the buyer’s car is in' })}
                hint={t`Prices differ from city to city.`}
              />
            </div>
          )}
        </form.AppField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-bold text-ink">
          {t({ message: 'Photos (optional)', comment: '“Value my car” form: heading of the three photo fields' })}
        </legend>
        <p className="text-sm text-ink-soft">
          {t`Up to ${photoCount} photos help us estimate more closely: the front, the side and the inside. JPEG, PNG or WebP, at most ${tradeInPhotoMegabytes} MB each. We remove the location and other details stored in them.`}
        </p>
        <div className="grid gap-5 sm:grid-cols-3">
          {photoSlots.map((slot, index) => {
            const number = index + 1
            return (
              <form.AppField key={slot} name={slot}>
                {(field) => (
                  <field.FileField
                    label={t({
                      message: `Photo ${number}`,
                      comment: '“Value my car” form: label of one of the three optional photo fields, numbered',
                    })}
                    accept={accept}
                  />
                )}
              </form.AppField>
            )
          })}
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-bold text-ink">
          {t({ message: 'Your mobile', comment: '“Value my car” form: heading of the mobile and order fields' })}
        </legend>
        <form.AppField name="mobile">
          {(field) => (
            <field.TextField
              label={t({ message: 'Mobile number', comment: 'Order forms: label of the mobile number field' })}
              hint={t`We text a confirmation code to it now, and our estimate later.`}
              preset="mobile"
              placeholder={t`Enter Mobile Number`}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="orderReference">
          {(field) => (
            <field.TextField
              label={t({
                message: 'Order reference (optional)',
                comment: '“Value my car” form: the reference of a confirmed order the car is to be traded in against',
              })}
              hint={t`If you have ordered a car from us, with the same mobile number: we count the estimate towards that order.`}
              dir="ltr"
              autoComplete="off"
              placeholder="K7M2Q-9XD4R"
              maxLength={20}
            />
          )}
        </form.AppField>
      </fieldset>

      {uploading !== null ? (
        <ProgressBar
          label={t({ message: 'Uploading your photos…', comment: '“Value my car” form: label of the upload progress bar' })}
          fraction={uploading}
        />
      ) : null}
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="accent" size="lg" loading={busy} className="w-full sm:w-auto">
            {t({ message: 'Send for valuation', comment: '“Value my car” form: the submit button, which then asks for the SMS code' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
