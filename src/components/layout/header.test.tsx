import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { testDealerSettings } from '../../../tests/fixtures/dealer-settings'
import { Header } from './header'

// jsdom, like Safari before 17 and Firefox before 125, has no popover: the phone menu must still
// open from its button there, once the page's scripts run.
describe('Header on a browser without popovers', () => {
  it('renders, and its phone menu opens and closes from the button', async () => {
    expect('popover' in HTMLElement.prototype).toBe(false)
    await renderWithRouter(() => <Header settings={testDealerSettings()} />)
    const panel = document.querySelector('[popover]')!
    expect(panel.hasAttribute('data-open')).toBe(false)
    // jsdom applies no stylesheet, so both of the button's names (one hidden by CSS) are read.
    const button = screen.getByRole('button', { name: /Open menu/ })
    fireEvent.click(button)
    expect(panel.hasAttribute('data-open')).toBe(true)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(button)
    expect(panel.hasAttribute('data-open')).toBe(false)
    expect(button).not.toHaveAttribute('aria-expanded')
  })
})
