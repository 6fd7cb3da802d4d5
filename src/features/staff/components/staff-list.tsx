import type { ReactNode } from 'react'
import { StaffListPager } from '../inbox/components/staff-list-pager'

/** A page of a staff list as the API answers it. */
type Paging = { page: number; total: number; pageSize: number }

/**
 * The body of a staff list page: the list, or the sentence saying why it is empty, then the pages
 * (in the address, with the other filters kept). What stands above it (filters, views, counts) is
 * the page's own.
 */
export function StaffList({ count, empty, paging, children }: { count: number; empty: ReactNode; paging?: Paging; children: ReactNode }) {
  return (
    <>
      {count === 0 ? <StaffListEmpty>{empty}</StaffListEmpty> : children}
      {paging ? <StaffListPager page={paging.page} total={paging.total} pageSize={paging.pageSize} /> : null}
    </>
  )
}

/** What a staff list says when nothing is in it: the view, the search or the filters found nothing. */
export function StaffListEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-ink-soft">{children}</p>
}

/**
 * A staff list as a table: a caption for screen readers, a header row of `columns`, the rows as
 * children. `wide`: only from medium screens up, where the page shows the same items as cards on
 * phones.
 */
export function StaffTable({
  caption,
  columns,
  wide = false,
  testId,
  children,
}: {
  caption?: string
  columns: readonly ReactNode[]
  wide?: boolean
  testId?: string
  children: ReactNode
}) {
  return (
    <div className={`overflow-x-auto rounded-2xl border border-line bg-white shadow-sm ${wide ? 'hidden md:block' : ''}`}>
      <table className="w-full text-start text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-surface text-xs text-ink-soft">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3 text-start font-bold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  )
}
