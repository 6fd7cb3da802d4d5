import { useLingui } from '@lingui/react/macro'
import type { Offer } from '../../../contract/content'
import { WhatsAppChatLink } from '../../../components/ui/whatsapp-chat-link'
import { formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { itemUrl } from '../../../lib/seo'
import { useSiteUrl } from '../../../lib/use-site-url'

/** Cars named in the message; a long offer ends the list with "…" (the link shows them all). */
const namedCars = 3

/**
 * Chat with the dealer about this offer on WhatsApp, in the page's language: the offer, its cars
 * (brand, model, trim and year), the lowest price with VAT and the offer's link (issue 18).
 */
export function OfferWhatsAppChat({ offer, whatsappE164 }: { offer: Offer; whatsappE164: string | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const link = itemUrl(useSiteUrl(''), { kind: 'offer', id: offer.id }, locale)
  const title = offer.title
  const names = offer.cars.slice(0, namedCars).map((car) => car.title)
  const cars = `${names.join(locale === 'ar' ? '، ' : ', ')}${offer.cars.length > namedCars ? '…' : ''}`
  const lowest = offer.cars.length > 0 ? Math.min(...offer.cars.map((car) => car.priceSar)) : null
  const price = lowest === null ? '' : formatSar(lowest, locale)
  const message =
    lowest === null
      ? t({
          message: `Hello, I would like to ask about the offer “${title}”. ${link}`,
          comment: 'WhatsApp message typed for the visitor on an offer page without cars; {title} is the offer, {link} the page address',
        })
      : t({
          message: `Hello, I would like to ask about the offer “${title}” on ${cars}, from ${price} including VAT. ${link}`,
          comment:
            'WhatsApp message typed for the visitor on an offer page; {cars} lists car names (brand, model, trim, year), {price} the lowest price with currency',
        })
  return (
    <WhatsAppChatLink
      e164={whatsappE164}
      message={message}
      label={t({ message: 'Chat on WhatsApp', comment: 'Button on a car or offer page that opens a WhatsApp chat with the dealer' })}
    />
  )
}
