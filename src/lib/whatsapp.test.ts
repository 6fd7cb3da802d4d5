import { describe, expect, it } from 'vitest'
import { checkNavigationUrl } from './safe-url'
import { whatsappChatUrl } from './whatsapp'

describe('WhatsApp chat link', () => {
  it('opens the dealer’s number with the message typed, Arabic and the page link intact', () => {
    const message = 'مرحبًا، أرغب في الاستفسار عن تويوتا كامري GLE 2026، اللون: أبيض لؤلؤي https://shop.sa/car?id=7'
    const url = whatsappChatUrl('+966500000000', message)
    expect(url.startsWith('https://wa.me/966500000000?text=')).toBe(true)
    expect(new URL(url).searchParams.get('text')).toBe(message)
  })

  it('is allowed by the navigation guard', () => {
    expect(checkNavigationUrl(whatsappChatUrl('+966500000000', 'Hello & welcome?'))).toMatchObject({ allowed: true, kind: 'external' })
  })
})
