import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'

const library = { imports: 0, toast: { success: vi.fn(), error: vi.fn() } }

/** A fresh module state for each test (the toaster is wanted at most once per page), the library counted as it is imported. */
async function freshToaster() {
  vi.resetModules()
  vi.doMock('sonner', () => {
    library.imports++
    return {
      toast: library.toast,
      Toaster: ({ containerAriaLabel }: { containerAriaLabel: string }) => <section aria-label={containerAriaLabel} />,
    }
  })
  const [{ AppToaster }, notify] = await Promise.all([import('./toaster'), import('../../lib/notify')])
  await renderWithRouter(() => <AppToaster />)
  return notify
}

const toasterRegion = () => screen.queryByRole('region', { name: 'Notifications' })

describe('AppToaster', () => {
  beforeEach(() => {
    library.imports = 0
    library.toast.success.mockClear()
  })

  it('does not load the notification library with the page', async () => {
    await freshToaster()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(toasterRegion()).toBeNull()
    expect(library.imports).toBe(0)
  })

  it.each(['pointerDown', 'keyDown'] as const)('mounts at the visitor’s first %s, before any notice', async (event) => {
    await freshToaster()
    act(() => {
      fireEvent[event](document.body)
    })
    await waitFor(() => expect(toasterRegion()).not.toBeNull())
    expect(library.imports).toBe(1)
    expect(library.toast.success).not.toHaveBeenCalled()
  })

  it('mounts for a notification raised before any interaction, and shows it', async () => {
    const { notifySuccess } = await freshToaster()
    act(() => notifySuccess('Added to Favorites list'))
    await waitFor(() => expect(library.toast.success).toHaveBeenCalledWith('Added to Favorites list', {}))
    expect(toasterRegion()).not.toBeNull()
  })
})
