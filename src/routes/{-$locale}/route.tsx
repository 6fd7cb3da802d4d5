import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { localeFromParam } from '../../lib/i18n/locale'

/** `/…`, `/ar/…` and `/en/…` reach the same pages; any other first segment is not a page. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (localeFromParam(params.locale) === null) throw notFound()
  },
  component: Outlet,
})
