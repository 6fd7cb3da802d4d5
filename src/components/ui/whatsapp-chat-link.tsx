import { WhatsAppIcon } from '../icons/icons'
import { whatsappChatUrl } from '../../lib/whatsapp'
import { buttonClass } from './button-styles'
import { SafeExternalLink } from './safe-external-link'

/**
 * "Chat on WhatsApp" with the dealer, the message already typed (issue 18): in Saudi Arabia a car
 * is talked over on WhatsApp. Nothing is shown while the dealer has no WhatsApp number.
 */
export function WhatsAppChatLink({ e164, message, label }: { e164: string | null; message: string; label: string }) {
  if (!e164) return null
  return (
    <SafeExternalLink
      href={whatsappChatUrl(e164, message)}
      className={buttonClass({ variant: 'secondary', size: 'lg' })}
      data-testid="whatsapp-chat"
    >
      <WhatsAppIcon className="size-5 shrink-0" />
      {label}
    </SafeExternalLink>
  )
}
