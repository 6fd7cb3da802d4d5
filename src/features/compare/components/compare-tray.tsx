import { Link, useRouterState } from '@tanstack/react-router'
import { Plural } from '@lingui/react/macro'
import { CompareIcon } from '../../../components/icons/icons'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { compareIdsParam } from '../compare-search'
import { comparedInOrder, useCompareIds } from '../use-compare'

/**
 * The comparison's tray: once the visitor has put a car in, a small bar at the bottom of every
 * page says how many and links to the comparison of them. Nothing on the server (it cannot know
 * the list), nothing while the list is empty, and not on the comparison itself. On a phone's car
 * page it rides above the order/call/WhatsApp bar (`--phone-bar-space`, app.css).
 */
export function CompareTray() {
  const ids = useCompareIds()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const onComparePage = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/{-$locale}/compare') })
  const count = ids?.length ?? 0
  if (!ids || count === 0 || onComparePage) return null
  // Digits follow docs/decisions/0006 (Latin in both languages), so the number is formatted here.
  const shown = formatNumber(count, locale)
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--phone-bar-space,0px))] z-30 flex justify-center px-4 print:hidden"
      data-testid="compare-tray"
    >
      <Link
        to="/{-$locale}/compare"
        params={{ locale: localeParam }}
        search={{ ids: compareIdsParam(comparedInOrder(ids)) }}
        data-compare-count={count}
        className="pointer-events-auto inline-flex min-h-12 items-center gap-2 rounded-full bg-ink px-5 font-bold text-white shadow-lg hover:bg-brand-800"
      >
        <CompareIcon className="size-5" />
        <Plural
          comment="Tray at the bottom of the page once cars are chosen for the comparison: link to it; {shown} is the number of cars"
          value={count}
          one={`Compare ${shown} car`}
          other={`Compare ${shown} cars`}
        />
      </Link>
    </div>
  )
}
