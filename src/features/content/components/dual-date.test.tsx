import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { DualDate } from './dual-date'

describe('DualDate', () => {
  it('keeps the Hijri date on one line, its era mark with it', async () => {
    const { container } = await renderWithRouter(() => <DualDate value="2026-11-24" />, { locale: 'ar' })
    const hijri = container.querySelector('span > span')!.textContent!.replace(/^ · /, '')
    expect(hijri).toMatch(/^\d{1,2}\u00a0\S+(\u00a0\S+)?\u00a01448\u00a0هـ$/u)
    expect(hijri).not.toContain(' ')
  })

  it('does the same in English', async () => {
    const { container } = await renderWithRouter(() => <DualDate value="2026-11-24" />, { locale: 'en' })
    const hijri = container.querySelector('span > span')!.textContent!.replace(/^ · /, '')
    expect(hijri).toMatch(/\u00a0AH$/)
    expect(hijri).not.toContain(' ')
  })
})
