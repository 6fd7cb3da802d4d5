import { useLingui } from '@lingui/react/macro'
import { ChevronIcon } from '../../../../components/icons/icons'
import { LinkButton } from '../../../../components/ui/link-button'
import { formatNumber } from '../../../../lib/format'
import { useLocale } from '../../../../lib/i18n/use-locale'

/**
 * "Previous / page X of Y / next" under a staff list. The page is in the address (`?page=`), with
 * the list's other filters kept, so a list can be reloaded, shared among staff and bookmarked.
 */
export function StaffListPager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (pageCount <= 1) return null
  const current = formatNumber(page, locale)
  const count = formatNumber(pageCount, locale)
  return (
    <nav
      aria-label={t({ message: 'List pages', comment: 'Accessible name of the pagination under a staff list' })}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <LinkButton
          to="."
          search={(previous: Record<string, unknown>) => ({ ...previous, page: page - 1 })}
          rel="prev"
          variant="outline"
          size="sm"
        >
          <ChevronIcon className="mirror-rtl size-4 rotate-180" />
          {t({ message: 'Previous', comment: 'Staff list pagination: link to the previous page' })}
        </LinkButton>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-soft">{t`Page ${current} of ${count}`}</p>
      {page < pageCount ? (
        <LinkButton
          to="."
          search={(previous: Record<string, unknown>) => ({ ...previous, page: page + 1 })}
          rel="next"
          variant="outline"
          size="sm"
        >
          {t({ message: 'Next', comment: 'Staff list pagination: link to the next page' })}
          <ChevronIcon className="mirror-rtl size-4" />
        </LinkButton>
      ) : (
        <span />
      )}
    </nav>
  )
}
