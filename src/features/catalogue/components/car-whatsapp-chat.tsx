import { useLingui } from '@lingui/react/macro'
import type { CarDetail } from '../../../contract/catalogue'
import { WhatsAppChatLink } from '../../../components/ui/whatsapp-chat-link'
import { formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { itemUrl } from '../../../lib/seo'
import { useSiteUrl } from '../../../lib/use-site-url'

/**
 * Chat with the dealer about this car on WhatsApp, in the page's language: the car (brand, model,
 * trim and year), the colour the visitor has chosen, the price with VAT and the car's link, so the
 * salesperson knows at once what is asked about (issue 18).
 */
export function CarWhatsAppChat({
  car,
  colorName,
  whatsappE164,
}: {
  car: CarDetail
  colorName: string | null
  whatsappE164: string | null
}) {
  const { t } = useLingui()
  return (
    <WhatsAppChatLink
      e164={whatsappE164}
      message={useCarWhatsAppMessage(car, colorName)}
      label={t({ message: 'Chat on WhatsApp', comment: 'Button on a car or offer page that opens a WhatsApp chat with the dealer' })}
    />
  )
}

/** The message typed for the visitor, shared by the page's button and the phone's action bar. */
export function useCarWhatsAppMessage(car: CarDetail, colorName: string | null): string {
  const { t } = useLingui()
  const locale = useLocale()
  const link = itemUrl(useSiteUrl(''), { kind: 'car', id: car.id }, locale)
  const title = car.title
  const price = formatSar(car.priceSar, locale)
  return colorName
    ? t({
        message: `Hello, I would like to ask about the ${title}, colour: ${colorName}, price: ${price} including VAT. ${link}`,
        comment:
          'WhatsApp message typed for the visitor on a car page; {title} is brand, model, trim and year, {price} with currency, {link} the page address',
      })
    : t({
        message: `Hello, I would like to ask about the ${title}, price: ${price} including VAT. ${link}`,
        comment: 'WhatsApp message typed for the visitor on a car page without colours; {title} is brand, model, trim and year',
      })
}
