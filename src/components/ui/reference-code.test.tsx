import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ReferenceCode } from './reference-code'

describe('ReferenceCode', () => {
  it('shows a reference left to right and on one line, whatever the page’s direction', () => {
    render(
      <p dir="rtl">
        مرجعك:{' '}
        <ReferenceCode className="font-bold" data-testid="reference">
          SJQ2A-EBRQP
        </ReferenceCode>
      </p>,
    )
    const reference = screen.getByTestId('reference')
    expect(reference.tagName).toBe('BDI')
    expect(reference).toHaveAttribute('dir', 'ltr')
    expect(reference).toHaveClass('whitespace-nowrap', 'font-mono', 'font-bold')
    expect(reference).toHaveTextContent('SJQ2A-EBRQP')
  })
})
