import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { ChevronIcon } from '../../../components/icons/icons'

/** Pages of the news list as real links (`?page=`), so every page can be crawled and shared. */
export function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  const step = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-medium'
  const idle = `${step} border-line text-ink hover:border-brand-500 hover:text-brand-700`
  return (
    <nav aria-label={t`News pages`} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to="/{-$locale}/news" params={{ locale: localeParam }} search={{ page: page - 1 }} rel="prev" className={idle}>
              <ChevronIcon className="mirror-rtl size-4 rotate-180" />
              {t`Previous`}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${step} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">{t`Page`} </span>
                {formatNumber(number, locale)}
              </span>
            ) : (
              <Link to="/{-$locale}/news" params={{ locale: localeParam }} search={{ page: number }} className={idle}>
                <span className="sr-only">{t`Page`} </span>
                {formatNumber(number, locale)}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to="/{-$locale}/news" params={{ locale: localeParam }} search={{ page: page + 1 }} rel="next" className={idle}>
              {t`Next`}
              <ChevronIcon className="mirror-rtl size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
