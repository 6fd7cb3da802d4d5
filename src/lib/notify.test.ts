import { beforeEach, describe, expect, it, vi } from 'vitest'

const toast = { success: vi.fn(), error: vi.fn() }
vi.mock('sonner', () => ({ toast, Toaster: () => null }))

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('notifications', () => {
  beforeEach(() => {
    vi.resetModules()
    toast.success.mockClear()
    toast.error.mockClear()
  })

  it('holds a notification raised before the toaster listens, then shows it', async () => {
    const { notifySuccess, markToasterReady } = await import('./notify')
    notifySuccess('Added to Favorites list', { description: 'Toyota Camry GLE 2026' })
    await flush()
    expect(toast.success).not.toHaveBeenCalled()

    markToasterReady()
    await flush()
    expect(toast.success).toHaveBeenCalledWith('Added to Favorites list', { description: 'Toyota Camry GLE 2026' })
  })

  it('shows errors as errors once the toaster is ready', async () => {
    const { notifyError, markToasterReady } = await import('./notify')
    markToasterReady()
    notifyError('Something went wrong')
    await flush()
    expect(toast.error).toHaveBeenCalledWith('Something went wrong', {})
    expect(toast.success).not.toHaveBeenCalled()
  })
})
