import type { ReactNode } from 'react'

/** A titled group of a staff form's fields, read out as a group. */
export function FormSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-start mb-1 w-full text-lg font-bold text-ink">{title}</legend>
      {lead ? <p className="clear-both text-sm leading-6 text-ink-soft">{lead}</p> : null}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  )
}
