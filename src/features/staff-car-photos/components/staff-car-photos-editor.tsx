import { useRef, useState, type ChangeEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
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
  type StaffDeletedCarPhoto,
} from '../../../contract/car-photos'
import { restoreWindowDays } from '../../../contract/values'
import { describeError } from '../../../lib/errors'
import { formatDate } from '../../../lib/format'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { CarImage } from '../../catalogue/components/car-image'
import { deleteCarPhoto, orderCarPhotos, restoreCarPhoto, updateCarPhotoAlt, uploadCarPhoto } from '../car-photos.functions'

export const pictureAccept = ['.jpg', '.jpeg', '.png', '.webp', ...pictureMediaTypes].join(',')

/** One car's photos, colour by colour: add, describe, reorder, delete after asking, and restore (decisions 0057, 0080). */
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
  // The photo whose deletion is being asked about, with its place ("Photo 2").
  const [asking, setAsking] = useState<{ photo: StaffCarPhoto; position: number } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
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
      <h2 id={headingId} ref={heading} tabIndex={-1} className="flex items-center gap-3 text-lg font-bold text-ink focus:outline-none">
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
              onDelete={() => setAsking({ photo, position: index + 1 })}
            />
          ))}
        </ol>
      )}
      <DeletePhotoDialog
        asking={asking}
        colorName={color.name}
        onCancel={() => setAsking(null)}
        onConfirm={async (photo) => {
          await run(
            `delete-${photo.id}`,
            () => deleteCarPhoto({ data: { locale, carId, photoId: photo.id } }),
            t({
              message: 'The photo is deleted. You can restore it under “Deleted photos”.',
              comment: 'Back office car photos: toast after deleting a photo',
            }),
          )
          setAsking(null)
          // The button that opened the dialog has gone with its photo: the colour's heading takes the focus.
          requestAnimationFrame(() => heading.current?.focus())
        }}
      />
      {color.deleted.length > 0 ? (
        <DeletedPhotos
          photos={color.deleted}
          busy={busy}
          onRestore={(photo) =>
            void run(
              `restore-${photo.id}`,
              () => restoreCarPhoto({ data: { locale, carId, photoId: photo.id } }),
              t({ message: 'The photo is back in its place.', comment: 'Back office car photos: toast after restoring a deleted photo' }),
            )
          }
        />
      ) : null}
      {color.photos.length < carPhotoLimits.maxPerColor ? <PhotoUploadForm carId={carId} color={color} /> : null}
    </section>
  )
}

/** Asks before a photo is deleted, saying it leaves the site at once and until when it can be restored. */
export function DeletePhotoDialog({
  asking,
  colorName,
  onCancel,
  onConfirm,
  now = Date.now,
}: {
  asking: { photo: StaffCarPhoto; position: number } | null
  colorName: string
  onCancel: () => void
  onConfirm: (photo: StaffCarPhoto) => Promise<void>
  /** The clock, for tests. */
  now?: () => number
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const position = asking?.position ?? 1
  const until = formatDate(new Date(now() + restoreWindowDays * 24 * 60 * 60 * 1000), locale)
  const days = restoreWindowDays
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t({
        message: `Delete photo ${position} in ${colorName}?`,
        comment: 'Back office car photos: title of the dialog that asks before deleting a photo, e.g. "Delete photo 2 in Pearl white?"',
      })}
      confirmLabel={t({ message: 'Delete the photo', comment: 'Back office car photos: the dialog’s button that deletes the photo' })}
      onCancel={onCancel}
      onConfirm={() => (asking ? onConfirm(asking.photo) : undefined)}
    >
      {asking?.photo.sizes[0] ? (
        <CarImage
          picture={{ path: asking.photo.sizes[0].webp, alt: '', sizes: asking.photo.sizes }}
          sizes="160px"
          className="w-40 rounded-lg border border-line"
        />
      ) : null}
      <p>
        {t({
          message: `It leaves the car’s page and every gallery at once. For ${days} days, until ${until}, you can restore it under “Deleted photos”; then it is deleted for good.`,
          comment: 'Back office car photos: what deleting a photo does, in the dialog that asks first; the date is when it goes for good',
        })}
      </p>
    </ConfirmDialog>
  )
}

/** The colour's deleted photos, each with the day it goes for good and a button that restores it. */
function DeletedPhotos({
  photos,
  busy,
  onRestore,
}: {
  photos: StaffDeletedCarPhoto[]
  busy: string | null
  onRestore: (photo: StaffDeletedCarPhoto) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <section className="space-y-3 border-t border-line pt-4" data-testid="staff-deleted-photos">
      <h3 className="font-bold text-ink">
        {t({
          message: 'Deleted photos',
          comment: 'Back office car photos: heading of a colour’s deleted photos that can still be restored',
        })}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {photos.map((photo) => {
          const smallest = photo.sizes[0]
          const gone = formatDate(photo.goneAt, locale)
          return (
            <li key={photo.id} className="flex items-center gap-3 rounded-xl bg-surface p-3" data-testid="staff-deleted-photo">
              <CarImage
                picture={{ path: smallest?.webp ?? '/', alt: '', sizes: photo.sizes }}
                sizes="96px"
                className="w-24 shrink-0 rounded-lg border border-line opacity-70 grayscale"
              />
              <div className="min-w-0 space-y-2">
                <p className="text-sm text-ink-soft">
                  {t({
                    message: `Deleted for good on ${gone} unless restored`,
                    comment:
                      'Back office car photos: the day a deleted photo goes for good unless restored, e.g. "Deleted for good on 29 December 2026 unless restored"',
                  })}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === `restore-${photo.id}`}
                  disabled={busy !== null}
                  onClick={() => onRestore(photo)}
                >
                  {t({ message: 'Restore', comment: 'Back office car photos: button that brings a deleted photo back to its place' })}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
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
  const { form, formProps, failure } = useContractForm({
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
      <form.AppField name="photo">
        {(field) => (
          <field.FieldFrame
            label={t({ message: 'Photo', comment: 'Back office car photos: label of the file field' })}
            hint={t({
              message:
                'JPEG, PNG or WebP, at most 10 MB. It is cropped to 16:10, made in several sizes and its hidden data (camera, place) removed.',
              comment: 'Back office car photos: hint under the file field',
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
      <div className="grid gap-3 sm:grid-cols-2">
        <form.AppField name="altAr">
          {(field) => (
            <field.TextField
              label={t({ message: 'Arabic description', comment: 'Back office car photos: label of the Arabic alt text of a photo' })}
              lang="ar"
              dir="rtl"
              maxLength={carPhotoLimits.altMaxLength}
            />
          )}
        </form.AppField>
        <form.AppField name="altEn">
          {(field) => (
            <field.TextField
              label={t({ message: 'English description', comment: 'Back office car photos: label of the English alt text of a photo' })}
              lang="en"
              dir="ltr"
              maxLength={carPhotoLimits.altMaxLength}
            />
          )}
        </form.AppField>
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
