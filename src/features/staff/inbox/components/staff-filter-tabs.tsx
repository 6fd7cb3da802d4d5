import { Link } from '@tanstack/react-router'
import { formatNumber } from '../../../../lib/format'
import { useLocale } from '../../../../lib/i18n/use-locale'

export type StaffFilterTab = { key: string; label: string; count?: number; search: Record<string, string | number | undefined> }

/**
 * A staff list's views (all / waiting / handled …) as links that change the address, the current
 * one marked for screen readers with `aria-current`; the page starts again at 1.
 */
export function StaffFilterTabs({ label, tabs, current }: { label: string; tabs: StaffFilterTab[]; current: string }) {
  const locale = useLocale()
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto">
      <ul className="flex gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to="."
              search={tab.search}
              aria-current={tab.key === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span className="rounded-full bg-surface px-2 text-xs text-ink">{formatNumber(tab.count, locale)}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
