import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { Button } from './button'
import { LinkButton } from './link-button'

describe('Button', () => {
  it('does not submit the form it sits in unless it says so', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault())
    await renderWithRouter(() => (
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button>Add a row</Button>
        <Button type="submit">Send</Button>
      </form>
    ))
    const plain = screen.getByRole('button', { name: 'Add a row' })
    expect(plain).toHaveAttribute('type', 'button')
    fireEvent.click(plain)
    expect(submit).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('is announced as busy while loading, keeps focus and ignores presses', async () => {
    const onClick = vi.fn()
    await renderWithRouter(() => (
      <Button loading onClick={onClick}>
        Show more
      </Button>
    ))
    const button = screen.getByRole('button', { name: 'Show more' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    button.focus()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveFocus()
  })

  it('when disabled, cannot be pressed, and is neither busy nor aria-disabled for nothing', async () => {
    const onClick = vi.fn()
    await renderWithRouter(() => (
      <Button disabled onClick={onClick}>
        Save
      </Button>
    ))
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toBeDisabled()
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).not.toHaveAttribute('aria-disabled')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('passes an icon-only toggle its pressed state', async () => {
    await renderWithRouter(() => (
      <Button variant="icon-outline" aria-pressed>
        <span className="sr-only">Save the car</span>
      </Button>
    ))
    expect(screen.getByRole('button', { name: 'Save the car' })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('LinkButton', () => {
  it('is a router link to a typed route, styled as a button', async () => {
    await renderWithRouter(() => (
      <LinkButton to="/{-$locale}/market" params={{ locale: 'en' }} variant="accent" size="lg" className="extra">
        Browse cars
      </LinkButton>
    ))
    const link = screen.getByRole('link', { name: 'Browse cars' })
    expect(link).toHaveAttribute('href', '/en/market')
    expect(link.className).toContain('bg-accent-500')
    expect(link.className).toContain('min-h-12')
    expect(link).toHaveClass('extra')
  })
})
