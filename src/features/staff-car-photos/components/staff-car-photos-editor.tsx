import { useState, type ChangeEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { FileInput } from '../../../components/ui/file-input'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Input } from '../../../components/ui/input'
import {
  carPhotoLimits,
  carPhotoUploadSchema,
  pictureMediaTypes,
  type CarPhotoUploadInput,
  type StaffCarColorPhotos,
  type StaffCarPhoto,
  type StaffCarPhotos,
} from '../../../contract/car-photos'
import { describeError } from '../../../lib/errors'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../lib/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { CarImage } from '../../catalogue/components/car-image'
import { deleteCarPhoto, orderCarPhotos, updateCarPhotoAlt, uploadCarPhoto } from '../car-photos.functions'

export const pictureAccept = ['.jpg', '.jpeg', '.png', '.webp', ...pictureMediaTypes].join(',')

/** One car's photos, colour by colour: add, describe, reorder and delete (decision 0057). */
export function StaffCarPhotosEditor({ car }: { car: StaffCarPhotos }) {
  const { t } = useLingui()
  if (car.colors.length === 0) {
    return (
      <p className="text-ink-soft">
        {t({ message: 'This car has no colours to add photos to.', comment: 'Back office car photos: a car without colours' })}
      </p>
    )
  }
  return (
    <div className="space-y-8">
      {car.colors.map((color) => (
        <ColorPhotos key={color.id} carId={car.id} color={color} />
      ))}
    </div>
  )
}

function ColorPhotos({ carId, color }: { carId: number; color: StaffCarColorPhotos }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingId = `color-${color.id}-heading`

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key)
    setFailure(null)
    try {
      await action()
      notifySuccess(done)
      await router.invalidate()
    } catch (error) {
      setFailure(describeError(error, { exposeInternals: false }).message ?? t`The change could not be saved. Please try again.`)
    } finally {
      setBusy(null)
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const ids = color.photos.map((photo) => photo.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    void run(
      `move-${moved}`,
      () => orderCarPhotos({ data: { locale, carId, colorId: color.id, order: { ids } } }),
      t({ message: 'The order is saved.', comment: 'Back office car photos: toast after moving a photo' }),
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
      data-testid="staff-color"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-ink">
        <span aria-hidden="true" className="size-6 rounded-full border border-black/15" style={{ backgroundColor: color.hex }} />
        {color.name}
      </h2>
      {failure ? <FormFailureNotice message={failure} /> : null}
      {color.photos.length === 0 ? (
        <div className="flex flex-wrap items-center gap-4">
          <img src={color.drawing} alt="" width={160} height={100} className="aspect-[16/10] w-40 object-contain" />
          <p className="text-sm text-ink-soft">
            {t({
              message: 'No photo yet: pages show this drawing in the colour.',
              comment: 'Back office car photos: a colour without photos shows its drawing on the site',
            })}
          </p>
        </div>
      ) : (
        <ol className="space-y-4">
          {color.photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              position={index + 1}
              busy={busy}
              first={index === 0}
              last={index === color.photos.length - 1}
              onMove={(by) => move(index, by)}
              onSave={(alt) =>
                void run(
                  `alt-${photo.id}`,
                  () => updateCarPhotoAlt({ data: { locale, carId, photoId: photo.id, alt } }),
                  t({ message: 'The descriptions are saved.', comment: 'Back office car photos: toast after saving alt texts' }),
                )
              }
              onDelete={() =>
                void run(
                  `delete-${photo.id}`,
                  () => deleteCarPhoto({ data: { locale, carId, photoId: photo.id } }),
                  t({ message: 'The photo is deleted.', comment: 'Back office car photos: toast after deleting a photo' }),
                )
              }
            />
          ))}
        </ol>
      )}
      {color.photos.length < carPhotoLimits.maxPerColor ? <PhotoUploadForm carId={carId} color={color} /> : null}
    </section>
  )
}

function PhotoItem({
  photo,
  position,
  busy,
  first,
  last,
  onMove,
  onSave,
  onDelete,
}: {
  photo: StaffCarPhoto
  position: number
  busy: string | null
  first: boolean
  last: boolean
  onMove: (by: -1 | 1) => void
  onSave: (alt: { altAr: string; altEn: string }) => void
  onDelete: () => void
}) {
  const { t } = useLingui()
  const [altAr, setAltAr] = useState(photo.altAr)
  const [altEn, setAltEn] = useState(photo.altEn)
  const smallest = photo.sizes[0]
  return (
    <li className="grid gap-4 border-t border-line pt-4 first:border-t-0 first:pt-0 md:grid-cols-[12rem_1fr]" data-testid="staff-photo">
      <div>
        <CarImage
          picture={{ path: smallest?.webp ?? '/', alt: '', sizes: photo.sizes }}
          sizes="192px"
          className="rounded-lg border border-line"
        />
        <p className="mt-1 text-sm text-ink-soft">
          {t({
            message: `Photo ${position}`,
            comment: 'Back office car photos: the place of a photo in its colour’s order, e.g. "Photo 2"',
          })}
        </p>
      </div>
      <div className="min-w-0 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t({ message: 'Arabic description', comment: 'Back office car photos: label of the Arabic alt text of a photo' })}>
            <Input
              value={altAr}
              onChange={(event) => setAltAr(event.target.value)}
              lang="ar"
              dir="rtl"
              maxLength={carPhotoLimits.altMaxLength}
            />
          </Field>
          <Field label={t({ message: 'English description', comment: 'Back office car photos: label of the English alt text of a photo' })}>
            <Input
              value={altEn}
              onChange={(event) => setAltEn(event.target.value)}
              lang="en"
              dir="ltr"
              maxLength={carPhotoLimits.altMaxLength}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" loading={busy === `alt-${photo.id}`} onClick={() => onSave({ altAr, altEn })}>
            {t({ message: 'Save descriptions', comment: 'Back office car photos: button that saves a photo’s alt texts' })}
          </Button>
          <Button size="sm" variant="outline" disabled={first || busy !== null} onClick={() => onMove(-1)}>
            {t({ message: 'Move earlier', comment: 'Back office car photos: button that moves a photo one place towards the first' })}
          </Button>
          <Button size="sm" variant="outline" disabled={last || busy !== null} onClick={() => onMove(1)}>
            {t({ message: 'Move later', comment: 'Back office car photos: button that moves a photo one place towards the last' })}
          </Button>
          <Button size="sm" variant="outline" loading={busy === `delete-${photo.id}`} onClick={onDelete} className="text-danger">
            {t({ message: 'Delete photo', comment: 'Back office car photos: button that deletes a photo' })}
          </Button>
        </div>
      </div>
    </li>
  )
}

type UploadValues = { photo: File | null; altAr: string; altEn: string }

function PhotoUploadForm({ carId, color }: { carId: number; color: StaffCarColorPhotos }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [inputKey, setInputKey] = useState(0)
  const { form, formProps, fieldId, errorText, failure } = useContractForm({
    formId: `car-photo-${carId}-${color.id}`,
    defaultValues: { photo: null, altAr: '', altEn: '' } as UploadValues,
    schema: carPhotoUploadSchema,
    toInput: (values: UploadValues): Partial<CarPhotoUploadInput> => ({ ...values, photo: values.photo ?? undefined }),
    draftOmit: ['photo'],
    send: (input) => {
      const body = new FormData()
      body.set('locale', locale)
      body.set('carId', String(carId))
      body.set('colorId', String(color.id))
      for (const [name, value] of Object.entries(input)) {
        if (value instanceof File || typeof value === 'string') body.set(name, value)
      }
      return uploadCarPhoto({ data: body })
    },
    onSuccess: () => {
      form.reset()
      setInputKey((key) => key + 1)
      notifySuccess(t({ message: 'The photo is added.', comment: 'Back office car photos: toast after a photo was uploaded' }))
      void router.invalidate()
    },
  })

  const choose = (event: ChangeEvent<HTMLInputElement>, handleChange: (file: File | null) => void) => {
    handleChange(event.target.files?.[0] ?? null)
  }

  return (
    <form {...formProps} className="space-y-3 border-t border-line pt-4" data-testid="staff-photo-upload">
      <h3 className="font-bold text-ink">
        {t({
          message: `Add a photo in ${color.name}`,
          comment: 'Back office car photos: heading of the upload form of one colour, e.g. "Add a photo in Pearl white"',
        })}
      </h3>
      <form.Field name="photo">
        {(field) => (
          <Field
            label={t({ message: 'Photo', comment: 'Back office car photos: label of the file field' })}
            hint={t({
              message:
                'JPEG, PNG or WebP, at most 10 MB. It is cropped to 16:10, made in several sizes and its hidden data (camera, place) removed.',
              comment: 'Back office car photos: hint under the file field',
            })}
            id={fieldId(field.name)}
            error={errorText(field.state.meta.errors[0])}
            required
          >
            <FileInput
              key={inputKey}
              name={field.name}
              accept={pictureAccept}
              onBlur={field.handleBlur}
              onChange={(event) => choose(event, field.handleChange)}
            />
          </Field>
        )}
      </form.Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <form.Field name="altAr">
          {(field) => (
            <Field
              label={t({ message: 'Arabic description', comment: 'Back office car photos: label of the Arabic alt text of a photo' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
            >
              <Input {...textProps(field)} lang="ar" dir="rtl" maxLength={carPhotoLimits.altMaxLength} />
            </Field>
          )}
        </form.Field>
        <form.Field name="altEn">
          {(field) => (
            <Field
              label={t({ message: 'English description', comment: 'Back office car photos: label of the English alt text of a photo' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
            >
              <Input {...textProps(field)} lang="en" dir="ltr" maxLength={carPhotoLimits.altMaxLength} />
            </Field>
          )}
        </form.Field>
      </div>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" loading={submitting}>
            {t({ message: 'Upload photo', comment: 'Back office car photos: button that uploads the chosen photo' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
