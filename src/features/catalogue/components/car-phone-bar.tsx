import { useEffect, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PhoneIcon, WhatsAppIcon } from '../../../components/icons/icons'
import { buttonClass } from '../../../components/ui/button-styles'
import { SafeExternalLink } from '../../../components/ui/safe-external-link'
import { whatsappChatUrl } from '../../../lib/whatsapp'
import { bringsUpKeyboard } from '../../../lib/text-entry'

/**
 * The car page's actions kept at hand on a phone (issue 36): order, call, WhatsApp, fixed to the
 * window's foot up to 768 px and absent from wider screens. Its room at the page's end and the
 * safe-area inset are CSS (`.phone-bar` in app.css; the route says it has the bar). While a text
 * box has the focus the on-screen keyboard is up and the bar would ride on it, over what is typed:
 * it steps aside (`data-typing`). Found by the focus events, not by `body:has(input:focus)`, which
 * made the browser restyle the whole page at each change while it loads (decision 0065).
 *
 * `order` is the page's own "Order as an individual" link, with the colour and plan it carries.
 */
export function CarPhoneBar({
  order,
  phoneE164,
  whatsappE164,
  whatsappMessage,
}: {
  order: ReactNode
  /** The number to call, in E.164; without one there is no call button. */
  phoneE164: string | null
  whatsappE164: string | null
  whatsappMessage: string
}) {
  const { t } = useLingui()
  const typing = useTextBoxFocused()
  const side = buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0 bg-white text-sm' })
  return (
    <section
      aria-label={t({
        message: 'Quick actions',
        comment: 'Car page on phones: accessible name of the bar fixed at the foot of the screen with Order, Call and WhatsApp',
      })}
      className="phone-bar"
      data-typing={typing ? '' : undefined}
      data-testid="phone-bar"
    >
      <div className="container-page flex h-full items-center gap-2">
        <div className="min-w-0 flex-1 [&>a]:w-full">{order}</div>
        {phoneE164 ? (
          <a href={`tel:${phoneE164}`} className={side} data-testid="phone-bar-call">
            <PhoneIcon className="size-5" />
            {t({ message: 'Call', comment: 'Car page on phones, bar at the foot of the screen: button that phones the dealer' })}
          </a>
        ) : null}
        {whatsappE164 ? (
          <SafeExternalLink href={whatsappChatUrl(whatsappE164, whatsappMessage)} className={side} data-testid="phone-bar-whatsapp">
            <WhatsAppIcon className="size-5" />
            {t({ message: 'WhatsApp', comment: 'Car page on phones, bar at the foot of the screen: button that opens a WhatsApp chat' })}
          </SafeExternalLink>
        ) : null}
      </div>
    </section>
  )
}

/** Whether a box the visitor types in has the focus anywhere on the page. */
function useTextBoxFocused(): boolean {
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setFocused(bringsUpKeyboard(event.target))
    // Leaving for nothing (a tap on the page) or for a button: the keyboard goes down.
    const onFocusOut = (event: FocusEvent) => setFocused(bringsUpKeyboard(event.relatedTarget))
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    // A box focused before the page's scripts ran.
    setFocused(bringsUpKeyboard(document.activeElement))
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])
  return focused
}
