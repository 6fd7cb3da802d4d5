import { describe, expect, it, onTestFinished } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { CarPhoneBar } from './car-phone-bar'

/** The bar, with two of the page's other controls: a box typed in and a tick box. */
async function renderBar() {
  const page = document.createElement('form')
  page.innerHTML = '<input aria-label="Down payment" type="number"><input aria-label="Insured" type="checkbox">'
  document.body.append(page)
  onTestFinished(() => page.remove())
  await renderWithRouter(() => (
    <CarPhoneBar order={<a href="/order">Order</a>} phoneE164="+966112345678" whatsappE164={null} whatsappMessage="Hello" />
  ))
  return screen.getByTestId('phone-bar')
}

describe('CarPhoneBar', () => {
  it('steps aside while a box the visitor types in has the focus, and comes back when it is left', async () => {
    const bar = await renderBar()
    expect(bar.hasAttribute('data-typing')).toBe(false)
    act(() => screen.getByLabelText('Down payment').focus())
    expect(bar.hasAttribute('data-typing')).toBe(true)
    act(() => screen.getByLabelText('Down payment').blur())
    expect(bar.hasAttribute('data-typing')).toBe(false)
  })

  it('stays for a control that brings up no keyboard, and when the focus moves on to one', async () => {
    const bar = await renderBar()
    act(() => screen.getByLabelText('Insured').focus())
    expect(bar.hasAttribute('data-typing')).toBe(false)
    act(() => screen.getByLabelText('Down payment').focus())
    act(() => screen.getByLabelText('Insured').focus())
    expect(bar.hasAttribute('data-typing')).toBe(false)
  })

  it('knows a box focused before it was drawn', async () => {
    const early = document.createElement('textarea')
    document.body.append(early)
    onTestFinished(() => early.remove())
    early.focus()
    const bar = await renderBar()
    expect(bar.hasAttribute('data-typing')).toBe(true)
  })
})
