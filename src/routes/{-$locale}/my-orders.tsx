import { createFileRoute } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import type { BuyerOrder, BuyerOrders } from '../../contract/buyer-orders'
import { notifySuccess } from '../../lib/notify'
import { pageHead } from '../../lib/page-head'
import { useLocale } from '../../lib/i18n/use-locale'
import { MyOrdersList } from '../../features/my-orders/components/my-orders-list'
import { MyOrdersSignIn } from '../../features/my-orders/components/my-orders-sign-in'
import { signOutOfMyOrders } from '../../features/my-orders/my-orders.functions'
import { myOrdersQuery } from '../../features/my-orders/my-orders.queries'

/**
 * "My orders" (issue 40, decision 0099): a buyer signs in with the mobile they ordered with and a
 * code texted to it, sees every order of that mobile and may withdraw one not yet approved, and
 * sees and removes that mobile's SMS alerts. The
 * page reads the buyer's session cookie, so it is theirs alone: never kept by the page cache nor by
 * any other cache (`private, no-store`, src/start.ts), and not indexed.
 */
export const Route = createFileRoute('/{-$locale}/my-orders')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myOrdersQuery(context.locale)),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({
        message: 'My orders',
        context: 'buyer',
        comment: 'Title of the buyer’s own page listing their orders; header and footer link',
      }),
      msg`Sign in with the mobile number you ordered with to see all your orders, where they stand, and withdraw one not yet approved.`,
    )
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: MyOrdersPage,
})

function MyOrdersPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const query = myOrdersQuery(locale)
  const { data } = useSuspenseQuery(query)

  const withdrawn = (order: BuyerOrder) =>
    queryClient.setQueryData(query.queryKey, (current: BuyerOrders | null | undefined) =>
      current ? { ...current, orders: current.orders.map((kept) => (kept.reference === order.reference ? order : kept)) } : current,
    )
  const alertRemoved = (alertId: string) =>
    queryClient.setQueryData(query.queryKey, (current: BuyerOrders | null | undefined) =>
      current ? { ...current, alerts: current.alerts.filter((alert) => alert.id !== alertId) } : current,
    )
  const signOut = async () => {
    await signOutOfMyOrders({ data: { locale } })
    // This page now shows the sign-in, and the other language's copy goes: the next person on this
    // device sees no one's orders.
    queryClient.setQueryData(query.queryKey, null)
    queryClient.removeQueries({ queryKey: ['my-orders'], predicate: (kept) => kept.queryKey[1] !== locale })
    notifySuccess(t`You have signed out of My orders.`)
  }

  return (
    <PageShell
      title={t({
        message: 'My orders',
        context: 'buyer',
        comment: 'Title of the buyer’s own page listing their orders; header and footer link',
      })}
      lead={
        data
          ? t`Every order confirmed with your mobile number, where it stands and what you chose.`
          : t`Sign in with the mobile number you ordered with to see all your orders, where they stand, and withdraw one not yet approved.`
      }
    >
      {data ? (
        <MyOrdersList data={data} onWithdrawn={withdrawn} onAlertRemoved={alertRemoved} onSignOut={signOut} />
      ) : (
        <MyOrdersSignIn onSignedIn={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })} />
      )}
    </PageShell>
  )
}
