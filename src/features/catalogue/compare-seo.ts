import { msg } from '@lingui/core/macro'
import { dealerSettings, pageHead, type HeadContext } from '../../lib/page-head'
import { carCard } from '../previews/preview-card'
import { cardImageMeta } from '../previews/preview-meta'
import { comparedCarsQuery } from './compare.queries'

/**
 * The comparison's head (decision 0096): a title and link preview naming the cars, the first
 * car's preview card as the picture, and `noindex` — a comparison is any visitor's choice of up
 * to four cars (thousands of combinations of pages already indexed one by one), so search engines
 * are kept to the car pages, and the sitemap lists none. The canonical address is the comparison
 * itself (its `ids`, not `diff`), so a shared link previews what it shows.
 */
export function compareHead(context: HeadContext, ids: readonly number[], origin: string) {
  const data = ids.length > 0 ? context.queryClient.getQueryData(comparedCarsQuery(context.locale, ids).queryKey) : undefined
  const cars = data?.cars ?? []
  const noindex = { name: 'robots', content: 'noindex' }
  if (cars.length === 0) {
    const head = pageHead(
      context,
      msg({ message: 'Compare cars', comment: 'Title of the comparison page in the browser tab and link previews when it names no car' }),
      msg`Put up to four cars side by side: prices with VAT, monthly instalments, engines, features and colours.`,
    )
    return { meta: [...head.meta, noindex] }
  }
  const names = cars.map((car) => car.title).join(' · ')
  const head = pageHead(
    context,
    msg({ message: `Compare: ${names}`, comment: 'Title of the comparison page and its link preview; {names} lists the cars' }),
    msg({
      message: `Side by side: prices with VAT, monthly instalments, engines, features and colours of ${names}.`,
      comment: 'Description of the comparison page in link previews; {names} lists the cars',
    }),
  )
  const settings = dealerSettings(context)
  const first = cars[0]
  return {
    meta: [
      ...head.meta,
      noindex,
      ...(settings && first ? cardImageMeta(origin, carCard(first, settings, context.i18n, context.locale)) : []),
    ],
  }
}
