import type { ReactNode } from 'react'
import { ChevronIcon } from '../icons/icons'

/** A section's h2 with an optional "see all" link at the other end of the line. */
export function SectionHeader({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {action}
    </div>
  )
}

/** The look of a section's "see all" link; the caller supplies the typed route link. */
export const seeAllLinkClass = 'inline-flex min-h-11 items-center gap-1 font-bold text-brand-700 hover:underline'

export function SeeAllLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ChevronIcon className="mirror-rtl size-5" />
    </>
  )
}
