import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { loadCatalogue } from '../../../lib/i18n/i18n'
import { formatDate } from '../../../lib/format'
import { DeletePhotoDialog } from './staff-car-photos-editor'

// jsdom has no modal dialogs: open and close are enough for what this test reads.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false
}

const photo = { id: 7, altAr: '', altEn: '', sizes: [] }
/** 29 November 2026, noon in Riyadh: the photo can be restored until 29 December. */
const now = () => Date.UTC(2026, 10, 29, 9)

describe('DeletePhotoDialog', () => {
  for (const [locale, texts] of [
    [
      'en',
      {
        title: 'Delete photo 2 in Pearl white?',
        until: '29 December 2026',
        days: 'For 30 days',
        confirm: 'Delete the photo',
        cancel: 'Cancel',
      },
    ],
    [
      'ar',
      {
        title: 'حذف الصورة 2 من اللون Pearl white؟',
        until: formatDate(new Date(Date.UTC(2026, 11, 29, 9)), 'ar'),
        days: 'خلال 30 يومًا',
        confirm: 'احذف الصورة',
        cancel: 'إلغاء',
      },
    ],
  ] as const) {
    it(`asks in the staff member's language (${locale}), names the photo and the day it goes for good, and deletes only on its own button`, async () => {
      const i18n = setupI18n()
      i18n.loadAndActivate({ locale, messages: await loadCatalogue(locale) })
      const onConfirm = vi.fn(() => Promise.resolve())
      const onCancel = vi.fn()
      await renderWithRouter(
        () => (
          <I18nProvider i18n={i18n}>
            <DeletePhotoDialog
              asking={{ photo, position: 2 }}
              colorName="Pearl white"
              onCancel={onCancel}
              onConfirm={onConfirm}
              now={now}
            />
          </I18nProvider>
        ),
        { locale },
      )
      const dialog = screen.getByRole('dialog', { name: texts.title })
      expect(dialog).toHaveTextContent(texts.until)
      expect(dialog).toHaveTextContent(texts.days)
      expect(screen.getByRole('button', { name: texts.cancel })).toHaveFocus()
      fireEvent.click(screen.getByRole('button', { name: texts.cancel }))
      expect(onCancel).toHaveBeenCalledTimes(1)
      expect(onConfirm).not.toHaveBeenCalled()
      await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.confirm })))
      expect(onConfirm).toHaveBeenCalledWith(photo)
    })
  }

  it('is closed while nothing is being asked', async () => {
    await renderWithRouter(() => <DeletePhotoDialog asking={null} colorName="Pearl white" onCancel={() => {}} onConfirm={async () => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
