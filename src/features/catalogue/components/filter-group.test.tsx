import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { CheckboxFilter } from './filter-group'

const brands = ['toyota', 'hyundai', 'nissan', 'kia', 'ford', 'lexus', 'mazda', 'honda'].map((value, index) => ({
  value,
  label: value.toUpperCase(),
  count: index === 7 ? 0 : 3,
}))

function Brands({ report }: { report: (value: string, selected: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([])
  return (
    <CheckboxFilter
      legend="Brand"
      name="brand"
      locale="en"
      options={brands}
      selected={selected}
      // A new function on every render, as the market's filters pass: it must still be the one called.
      onToggle={(value) => {
        report(value, selected)
        setSelected(selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value])
      }}
    />
  )
}

// By value: jsdom's accessible names leave out <bdi> text (Chromium's e2e tests read the names).
const box = (value: string) => document.querySelector<HTMLInputElement>(`input[name="brand"][value="${value}"]`)!

describe('a checkbox filter', () => {
  it('writes to the ticked box alone, and calls the latest handler', async () => {
    const report = vi.fn()
    render(<Brands report={report} />)
    const touched = new Set<string>()
    const observer = new MutationObserver((records) => {
      for (const record of records) if (record.target instanceof HTMLInputElement) touched.add(record.target.value)
    })
    observer.observe(screen.getByRole('group', { name: 'Brand' }), { subtree: true, attributes: true })

    fireEvent.click(box('kia'))
    expect(box('kia')).toBeChecked()
    fireEvent.click(box('ford'))
    await Promise.resolve()
    observer.disconnect()
    expect([...touched].sort()).toEqual(['ford', 'kia'])
    // The second tap saw the state the first one made.
    expect(report).toHaveBeenLastCalledWith('ford', ['kia'])
    expect(box('honda')).toBeDisabled()
  })
})
