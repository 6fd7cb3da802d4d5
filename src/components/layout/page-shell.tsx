import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocaleParam } from '../../lib/i18n/use-locale'
import { ChevronIcon } from '../icons/icons'
import type { NavLink } from './nav-items'
import { BreadcrumbMarkup } from './breadcrumb-markup'

/** A step back up the hierarchy; `search` selects within a page (e.g. a brand in the catalogue). */
export type Crumb = { to: NavLink['to']; label: string; search?: Record<string, string> }

/** Every page's frame: breadcrumb, one h1, optional lead text, then the page's content. */
export function PageShell({
  title,
  lead,
  trail = [],
  children,
}: {
  title: string
  lead?: ReactNode
  trail?: Crumb[]
  children?: ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  return (
    <div>
      <div className="border-b border-line bg-surface">
        <div className="container-page py-6 lg:py-10">
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
          <h1 className="mt-3 text-3xl font-bold text-ink lg:text-4xl">{title}</h1>
          {lead ? <p className="mt-3 max-w-3xl text-lg text-ink-soft">{lead}</p> : null}
        </div>
      </div>
      <div className="container-page py-8 lg:py-12">{children}</div>
    </div>
  )
}
