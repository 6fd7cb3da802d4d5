import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { Combobox } from './combobox'

const options = [
  { value: 'dammam', label: 'Dammam', hint: 'الدمام' },
  { value: 'dhahran', label: 'Dhahran', hint: 'الظهران' },
  { value: 'jeddah', label: 'Jeddah', hint: 'جدة' },
]
const filter = (query: string) => options.filter((option) => `${option.label} ${option.hint}`.toLowerCase().includes(query.toLowerCase()))

function Picker() {
  const [value, setValue] = useState('jeddah')
  return (
    <>
      <label htmlFor="city">City</label>
      <Combobox
        id="city"
        name="city"
        value={value}
        options={options}
        filter={filter}
        onChange={setValue}
        noMatches="No city by that name."
        matchCount={(count) => `${count} cities`}
      />
      <output data-testid="chosen">{value}</output>
    </>
  )
}

describe('Combobox', () => {
  it('filters as one types, moves with the arrows, chooses with Enter and announces the matches', () => {
    render(<Picker />)
    const box = screen.getByRole('combobox', { name: 'City' })
    expect(box).toHaveValue('Jeddah')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    fireEvent.change(box, { target: { value: 'd' } })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Dammamالدمام', 'Dhahranالظهران', 'Jeddahجدة'])
    fireEvent.change(box, { target: { value: 'dh' } })
    expect(screen.getByText('1 cities')).toBeInTheDocument()
    fireEvent.change(box, { target: { value: 'الد' } })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Dammam/ }).id)
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(screen.getByTestId('chosen')).toHaveTextContent('dammam')
    expect(box).toHaveValue('Dammam')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts back the choice on Escape, and on leaving with text that names no city', () => {
    render(<Picker />)
    const box = screen.getByRole('combobox', { name: 'City' })
    fireEvent.change(box, { target: { value: 'Riyadh' } })
    expect(screen.getByText('No city by that name.')).toBeInTheDocument()
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(box).toHaveValue('Jeddah')
    fireEvent.change(box, { target: { value: 'Riy' } })
    fireEvent.blur(box)
    expect(box).toHaveValue('Jeddah')
    // A name typed in full chooses its city on leaving; a click chooses too.
    fireEvent.change(box, { target: { value: 'Dhahran' } })
    fireEvent.blur(box)
    expect(screen.getByTestId('chosen')).toHaveTextContent('dhahran')
    fireEvent.focus(box)
    fireEvent.mouseDown(screen.getByRole('option', { name: /Jeddah/ }))
    expect(screen.getByTestId('chosen')).toHaveTextContent('jeddah')
  })
})
