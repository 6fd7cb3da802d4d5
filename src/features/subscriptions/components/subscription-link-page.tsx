import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import type { SubscriptionLinkKind, SubscriptionLinkStatus } from '../subscription-link-status'

/**
 * The page a mailing-list mail's link opens (decision 0048). Opening it changes nothing (mail
 * scanners open links); its one button posts the page's own address, a plain form that works
 * before any script, and the answer comes back as `?status=`.
 */
export function SubscriptionLinkPage({
  kind,
  token,
  status,
}: {
  kind: SubscriptionLinkKind
  token?: string
  status?: SubscriptionLinkStatus
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const confirm = kind === 'confirm'
  const title = confirm
    ? t({ message: 'Confirm your subscription', comment: 'Title of the page a confirmation email link opens' })
    : t({ message: 'Unsubscribe from our mailing list', comment: 'Title of the page an unsubscribe link in our emails opens' })
  const action = `${localizePathname(`/subscription/${kind}`, locale)}?${new URLSearchParams({ token: token ?? '' })}`
  const showForm = token !== undefined && (status === undefined || status === 'rate_limited' || status === 'unavailable')
  const home = (
    <LinkButton to="/{-$locale}" params={{ locale: localeParam }} variant="secondary" className="mt-6">
      {t({ message: 'Back to the home page', comment: 'Button under the outcome of a mailing-list link' })}
    </LinkButton>
  )

  return (
    <PageShell title={title}>
      <div className="container-page max-w-2xl py-8 lg:py-12">
        {status === 'confirmed' ? (
          <Notice
            tone="success"
            title={t({
              message: 'You have successfully subscribed',
              comment: 'Heading shown once a visitor confirmed their mailing-list subscription (spec wording)',
            })}
          >
            {t`We will send our news and offers to your email. Every email has a link to unsubscribe.`}
          </Notice>
        ) : status === 'unsubscribed' ? (
          <Notice
            tone="success"
            title={t({ message: 'You have been unsubscribed', comment: 'Heading shown once an address was taken off the mailing list' })}
          >
            {t`Your email address has been removed from our mailing list. You will not receive any more emails from it.`}
          </Notice>
        ) : status === 'expired' ? (
          <Notice
            tone="error"
            title={t({ message: 'This link has expired', comment: 'Heading shown when a mailing-list confirmation link is too old' })}
          >
            {t`Confirmation links work for 7 days. Please sign up again with the form at the bottom of any page to receive a new one.`}
          </Notice>
        ) : status === 'rate_limited' ? (
          <Notice tone="error">{t`Too many attempts. Please wait a few minutes and try again.`}</Notice>
        ) : status === 'unavailable' ? (
          <Notice tone="error">{t`We could not reach the dealer. Please check your connection and try again.`}</Notice>
        ) : status === 'invalid' || token === undefined ? (
          <Notice
            tone="error"
            title={t({ message: 'This link does not work', comment: 'Heading shown when a mailing-list link is damaged or forged' })}
          >
            {t`Please open the link from your email exactly as it is, or copy the whole link into your browser.`}
          </Notice>
        ) : null}

        {showForm ? (
          <form method="post" action={action} className="mt-6 space-y-4">
            <p className="text-ink-soft">
              {confirm
                ? t`To start receiving our news and offers by email, confirm your subscription.`
                : t`Stop receiving our news and offers by email? You can sign up again at any time.`}
            </p>
            <Button type="submit" variant="primary">
              {confirm
                ? t({ message: 'Confirm my subscription', comment: 'Button on the page a confirmation email link opens' })
                : t({ message: 'Unsubscribe', comment: 'Button on the page an unsubscribe link in our emails opens' })}
            </Button>
          </form>
        ) : (
          home
        )}
      </div>
    </PageShell>
  )
}
