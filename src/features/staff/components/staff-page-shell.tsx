import type { ReactNode } from 'react'
import { Link, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ChevronIcon } from '../../../components/icons/icons'
import type { Crumb } from '../../../components/layout/page-shell'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { staffNav } from '../staff-nav-items'
import { isSectionPage, isStaffOverview, staffOverviewRoute, staffSectionOf } from '../staff-trail'

/** A step between the page's section and the page itself (a news article between News and its preview). */
export type StaffCrumb = { to: Crumb['to']; label: string; params?: Record<string, string> }

const overviewItem = staffNav.find((item) => item.to === staffOverviewRoute)!

/**
 * A back-office page's frame (decision 0091): the breadcrumb from the staff overview through the
 * page's menu section ("Overview › Orders › Order ABC-123"), one h1, an optional lead, then the
 * page. The section comes from the staff menu, so every staff page has the same trail without
 * naming it; `trail` adds the steps between the section and the page.
 */
export function StaffPageShell({
  title,
  lead,
  trail = [],
  children,
}: {
  title: string
  lead?: ReactNode
  trail?: StaffCrumb[]
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = useLocaleParam()
  const fullPath = useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath ?? '' })
  const section = staffSectionOf(fullPath)
  const overview = isStaffOverview(fullPath)
  const crumbs: StaffCrumb[] = overview ? [] : [{ to: staffOverviewRoute, label: i18n._(overviewItem.label) }]
  if (section && !isSectionPage(fullPath, section)) crumbs.push({ to: section.to, label: i18n._(section.label) })
  crumbs.push(...trail)
  const current = overview ? i18n._(overviewItem.label) : title
  return (
    <div>
      <div className="border-b border-line bg-surface">
        <div className="container-page py-4 lg:py-6">
          <nav
            aria-label={t({
              message: 'Breadcrumb',
              comment: 'Accessible name of the breadcrumb trail above a page title (read by screen readers only)',
            })}
            data-testid="staff-breadcrumb"
          >
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.to}:${index}`} className="flex items-center gap-1">
                  {index > 0 ? <ChevronIcon className="mirror-rtl size-4" /> : null}
                  <Link
                    to={crumb.to}
                    params={{ locale, ...crumb.params } as never}
                    activeOptions={{ exact: true }}
                    className="rounded-sm hover:text-brand-700 hover:underline"
                  >
                    {crumb.label}
                  </Link>
                </li>
              ))}
              <li className="flex min-w-0 items-center gap-1">
                {crumbs.length > 0 ? <ChevronIcon className="mirror-rtl size-4" /> : null}
                <span aria-current="page" className="font-medium break-words text-ink">
                  {current}
                </span>
              </li>
            </ol>
          </nav>
          <h1 className="mt-2 text-2xl font-bold break-words text-ink lg:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 max-w-3xl text-ink-soft lg:text-lg">{lead}</p> : null}
        </div>
      </div>
      <div className="container-page py-6 lg:py-10">{children}</div>
    </div>
  )
}
