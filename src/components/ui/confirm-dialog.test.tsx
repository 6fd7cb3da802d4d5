import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { ConfirmDialog } from './confirm-dialog'

// jsdom has no modal dialogs: open and close are enough for what this test reads.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false
}

describe('ConfirmDialog', () => {
  it('names the action, focuses Cancel first, and runs the action once however often it is pressed', async () => {
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const onCancel = vi.fn()
    await renderWithRouter(() => (
      <ConfirmDialog open title="Delete the photo?" confirmLabel="Delete the photo" onConfirm={onConfirm} onCancel={onCancel}>
        <p>It can be restored for 30 days.</p>
      </ConfirmDialog>
    ))
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    const action = screen.getByRole('button', { name: 'Delete the photo' })
    fireEvent.click(action)
    fireEvent.click(action)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(action).toHaveAttribute('aria-busy', 'true')
    await act(async () => finish())
    expect(action).not.toHaveAttribute('aria-busy')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
