/** The spinner a button or button-like link shows while the work it started is under way. */
export function BusySpinner() {
  return <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-e-transparent" />
}
