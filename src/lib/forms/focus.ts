/** The id of a form field's control: `order-individuals-finance-salary` for `finance.salary`. */
export function formFieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/\./g, '-')}`
}

/**
 * Moves focus to the first control marked invalid, once the errors are on the page, so a
 * keyboard or screen-reader user lands on what to fix (the error is read with it through
 * `aria-describedby`).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  if (!form) return
  requestAnimationFrame(() => {
    const control = form.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!control) return
    control.focus({ preventScroll: true })
    control.scrollIntoView?.({ block: 'center' })
  })
}
