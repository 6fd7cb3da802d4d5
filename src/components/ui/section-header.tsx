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

/** A section's "see all" text with its pointing chevron, inside the caller's typed `LinkButton variant="link"`. */
export function SeeAllLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ChevronIcon className="mirror-rtl size-5" />
    </>
  )
}
