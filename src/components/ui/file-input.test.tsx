import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { loadCatalogue } from '../../lib/i18n/i18n'
import { renderWithRouter } from '../../../tests/render-with-router'
import { Field } from './field'
import { FileInput } from './file-input'
import { Button } from './button'

const pdf = () => new File(['%PDF-1.7'], 'my-cv.pdf', { type: 'application/pdf' })

function choose(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
}

describe('FileInput', () => {
  it('is the labelled file input of its field, named and described in the page’s words, not the browser’s', async () => {
    await renderWithRouter(() => (
      <Field label="CV" hint="PDF, at most 5 MB." required>
        <FileInput name="cv" accept=".pdf" />
      </Field>
    ))
    const input = screen.getByLabelText(/^CV/)
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('name', 'cv')
    expect(input).toHaveAttribute('accept', '.pdf')
    expect(input).toHaveAttribute('aria-required', 'true')
    // Its own button and status are drawn beside it; assistive technology hears the input.
    expect(screen.getByText('Choose file').closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getByTestId('file-input-status')).toHaveTextContent('No file chosen')
    expect(input).toHaveAccessibleDescription('No file chosen PDF, at most 5 MB.')
    // Visually hidden, not removed: it still takes the focus and the click.
    expect(input.className).toContain('opacity-0')
    expect(input.className).not.toMatch(/\b(hidden|sr-only)\b/)
    input.focus()
    expect(input).toHaveFocus()
  })

  it('shows the chosen file’s name and still tells its owner', async () => {
    let told: File | null | undefined
    await renderWithRouter(() => (
      <Field label="CV">
        <FileInput name="cv" onChange={(event) => (told = event.target.files?.[0] ?? null)} />
      </Field>
    ))
    const input = screen.getByLabelText('CV')
    const file = pdf()
    choose(input, file)
    expect(told).toBe(file)
    expect(screen.getByTestId('file-input-status')).toHaveTextContent('my-cv.pdf')
    expect(input).toHaveAccessibleDescription('my-cv.pdf')
    expect(input).toHaveAttribute('title', 'my-cv.pdf')
  })

  it('keeps the field’s error next to it, and is marked invalid', async () => {
    function CvField() {
      const [error, setError] = useState<string>()
      return (
        <>
          <Field label="CV" id="cv" error={error}>
            <FileInput name="cv" />
          </Field>
          <Button onClick={() => setError('Please choose a PDF file.')}>Check</Button>
        </>
      )
    }
    await renderWithRouter(() => <CvField />)
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    const input = screen.getByLabelText('CV')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('cv-error')
    expect(input).toHaveAccessibleDescription('No file chosen Error: Please choose a PDF file.')
  })

  it('speaks Arabic on an Arabic page', async () => {
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'ar', messages: await loadCatalogue('ar') })
    render(
      <I18nProvider i18n={i18n}>
        <Field label="السيرة الذاتية">
          <FileInput name="cv" />
        </Field>
      </I18nProvider>,
    )
    expect(screen.getByText('اختيار ملف')).toBeInTheDocument()
    expect(screen.getByTestId('file-input-status')).toHaveTextContent('لم يُختر أي ملف')
    choose(screen.getByLabelText('السيرة الذاتية'), pdf())
    expect(screen.getByTestId('file-input-status')).toHaveTextContent('my-cv.pdf')
  })
})
