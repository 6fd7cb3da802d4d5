import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { SafeExternalLink } from './safe-external-link'

describe('SafeExternalLink', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens allowed external addresses in a new tab without opener or referrer', async () => {
    await renderWithRouter(() => (
      <SafeExternalLink href="http://www.instagram.com/dealer" rel="me">
        Instagram
      </SafeExternalLink>
    ))
    const link = screen.getByRole('link')
    expect(link).toHaveAccessibleName('Instagram (opens in a new tab)')
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/dealer')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer me')
  })

  it('keeps phone, mail and same-site links in place', async () => {
    await renderWithRouter(() => (
      <>
        <SafeExternalLink href="tel:920000000">Call</SafeExternalLink>
        <SafeExternalLink href="https://cars.example.sa/en/offers">Offers</SafeExternalLink>
      </>
    ))
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:920000000')
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('target')
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/en/offers')
  })

  it('renders refused addresses as plain text and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderWithRouter(() => (
      <>
        <SafeExternalLink href={'java\tscript:alert(1)'} className="social">
          Map
        </SafeExternalLink>
        <SafeExternalLink href="https://evil.example/">Elsewhere</SafeExternalLink>
        <SafeExternalLink href="https://wa.me/966500000000">WhatsApp</SafeExternalLink>
      </>
    ))
    // Only the allowed address beside them is a link.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://wa.me/966500000000'])
    expect(screen.getByText('Map')).toHaveClass('social')
    expect(screen.getByText('Elsewhere').tagName).toBe('SPAN')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('"java\\tscript:alert(1)" (dangerous-scheme)'),
      expect.stringContaining('"https://evil.example/" (not-allowed)'),
    ])
  })
})
