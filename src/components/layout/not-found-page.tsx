import { useLocation } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocaleParam } from '../../lib/i18n/use-locale'
import { LinkButton } from '../ui/link-button'

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * The 404 page. The requested path is shown as text only (React escapes it), isolated left to
 * right so Arabic text around it does not turn `/no-such-page` into `no-such-page/`.
 */
export function NotFoundPage({ siteName }: { siteName: string }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const path = safeDecode(useLocation({ select: (location) => location.pathname }))
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      {/* No route matched, so no route set a title; React places this one in the head. */}
      <title>{`${t({ message: 'Page not found', comment: 'Title of the page shown for an address that does not exist (404)' })} | ${siteName}`}</title>
      <p className="text-7xl font-bold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{t`Page not found`}</h1>
      <p className="mt-3 max-w-xl break-all text-ink-soft" data-testid="not-found-message">
        <Trans comment="404 page: the sentence naming the address that does not exist; <0> holds the address">
          Page not found:{' '}
          <bdi dir="ltr" data-testid="not-found-path">
            {path}
          </bdi>
        </Trans>
      </p>
      <p className="mt-2 max-w-xl text-ink-soft">{t`The link may be broken or the page may have moved.`}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to="/{-$locale}" params={{ locale }}>
          {t`Back to home`}
        </LinkButton>
        <LinkButton to="/{-$locale}/market" params={{ locale }} variant="outline">
          {t({
            message: 'Browse cars',
            comment: 'Button to the market of all cars: on the page-not-found page, empty favourites, home and offers pages',
          })}
        </LinkButton>
      </div>
    </section>
  )
}
