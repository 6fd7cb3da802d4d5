import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { ChevronIcon } from '../../../components/icons/icons'
import { buttonClass } from '../../../components/ui/button-styles'
import { LinkButton } from '../../../components/ui/link-button'

/** Pages of the news list as real links (`?page=`), so every page can be crawled and shared. */
export function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={t({ message: 'News pages', comment: 'Accessible name of the news list pagination' })} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <LinkButton
              to="/{-$locale}/news"
              params={{ locale: localeParam }}
              search={{ page: page - 1 }}
              rel="prev"
              activeOptions={{ exact: true }}
              variant="outline"
              size="sm"
            >
              <ChevronIcon className="mirror-rtl size-4 rotate-180" />
              {t({ message: 'Previous', comment: 'News list pagination: link to the previous page of articles' })}
            </LinkButton>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={buttonClass({ variant: 'outline', size: 'sm', className: 'min-w-11' })}>
                <span className="sr-only">
                  {t({ message: 'Page', comment: 'News list pagination: accessible name of a page number link' })}{' '}
                </span>
                {formatNumber(number, locale)}
              </span>
            ) : (
              <LinkButton
                to="/{-$locale}/news"
                params={{ locale: localeParam }}
                search={{ page: number }}
                activeOptions={{ exact: true }}
                variant="outline"
                size="sm"
                className="min-w-11"
              >
                <span className="sr-only">{t`Page`} </span>
                {formatNumber(number, locale)}
              </LinkButton>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <LinkButton
              to="/{-$locale}/news"
              params={{ locale: localeParam }}
              search={{ page: page + 1 }}
              rel="next"
              activeOptions={{ exact: true }}
              variant="outline"
              size="sm"
            >
              {t({ message: 'Next', comment: 'News list pagination: link to the next page of articles' })}
              <ChevronIcon className="mirror-rtl size-4" />
            </LinkButton>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
