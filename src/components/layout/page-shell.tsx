import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocaleParam } from '../../lib/i18n/use-locale'
import { ChevronIcon } from '../icons/icons'
import type { NavLink } from './nav-items'
import { BreadcrumbMarkup } from './breadcrumb-markup'

/** A step back up the hierarchy; `search` selects within a page (e.g. a brand in the catalogue). */
export type Crumb = { to: NavLink['to']; label: string; search?: Record<string, string> }

/**
 * Every page's frame: breadcrumb, one h1, optional lead text, then the page's content. `compact`
 * tightens the frame on a phone only, for a page whose content must start on the first screen (the
 * market's first car, issue 36); from 640 px it is the same as every page's.
 */
export function PageShell({
  title,
  lead,
  trail = [],
  compact = false,
  children,
}: {
  title: string
  lead?: ReactNode
  trail?: Crumb[]
  compact?: boolean
  children?: ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  return (
    <div>
      <div className="border-b border-line bg-surface">
        <div className={`container-page ${compact ? 'py-4 sm:py-6' : 'py-6'} lg:py-10`}>
          <nav
            aria-label={t({
              message: 'Breadcrumb',
              comment: 'Accessible name of the breadcrumb trail above a page title (read by screen readers only)',
            })}
          >
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
              <li>
                {/* Exact: the home route counts as active under every path; the current page is the last item. */}
                <Link to="/{-$locale}" params={{ locale }} activeOptions={{ exact: true }} className="hover:text-brand-700 hover:underline">
                  {t`Home`}
                </Link>
              </li>
              {trail.map((crumb) => (
                <li key={`${crumb.to}${JSON.stringify(crumb.search ?? {})}`} className="flex items-center gap-1">
                  <ChevronIcon className="mirror-rtl size-4" />
                  <Link
                    to={crumb.to}
                    params={{ locale }}
                    search={crumb.search as never}
                    activeOptions={{ exact: true }}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {crumb.label}
                  </Link>
                </li>
              ))}
              <li className="flex items-center gap-1">
                <ChevronIcon className="mirror-rtl size-4" />
                <span aria-current="page" className="font-medium text-ink">
                  {title}
                </span>
              </li>
            </ol>
            <BreadcrumbMarkup
              crumbs={[
                { name: t`Home`, to: '/{-$locale}' },
                ...trail.map((crumb) => ({ name: crumb.label, to: crumb.to, search: crumb.search })),
              ]}
              title={title}
              locale={locale}
            />
          </nav>
          <h1 className={`${compact ? 'mt-2 text-2xl sm:mt-3 sm:text-3xl' : 'mt-3 text-3xl'} font-bold text-ink lg:text-4xl`}>{title}</h1>
          {lead ? (
            <p className={`${compact ? 'mt-1 text-base sm:mt-3 sm:text-lg' : 'mt-3 text-lg'} max-w-3xl text-ink-soft`}>{lead}</p>
          ) : null}
        </div>
      </div>
      <div className={`container-page ${compact ? 'pt-5 pb-8 sm:py-8' : 'py-8'} lg:py-12`}>{children}</div>
    </div>
  )
}
