import { useLingui } from '@lingui/react/macro'

/** Shown while a page's code or data loads: the page frame in grey, announced to screen readers. */
export function PendingPage() {
  const { t } = useLingui()
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">
        {t({ message: 'Loading…', comment: 'Read by screen readers while a page or the saved cars are loading' })}
      </span>
      <div className="border-b border-line bg-surface">
        <div className="container-page py-6 lg:py-10">
          <div className="h-4 w-40 rounded bg-line" />
          <div className="mt-4 h-9 w-72 max-w-full rounded bg-line" />
        </div>
      </div>
      <div className="container-page grid gap-6 py-8 sm:grid-cols-2 lg:grid-cols-3 lg:py-12">
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-xl border border-line p-4">
            <div className="aspect-[16/10] rounded-lg bg-line" />
            <div className="mt-4 h-5 w-2/3 rounded bg-line" />
            <div className="mt-2 h-4 w-1/3 rounded bg-line" />
          </div>
        ))}
      </div>
    </div>
  )
}
