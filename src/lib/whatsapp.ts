import { whatsappDigits } from './dealer-identity.ts'

/**
 * A chat with the dealer on WhatsApp with `message` already typed (wa.me's "click to chat"): the
 * number as digits only, the text as one query parameter. The safe-navigation guard allows wa.me
 * (app.config.ts), so the link works wherever the page puts it.
 */
export function whatsappChatUrl(e164: string, message: string): string {
  return `https://wa.me/${whatsappDigits(e164)}?text=${encodeURIComponent(message)}`
}
