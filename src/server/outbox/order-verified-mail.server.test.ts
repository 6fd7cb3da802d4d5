import { describe, expect, it } from 'vitest'
import { orderVerifiedPayload } from './kinds'
import { orderVerifiedMail } from './order-verified-mail.server'
import { companyCashOrder, individualFinanceOrder, sampleBuyer } from './test-messages'

const to = ['sales@murooj.example.sa']

describe("the dealer's mail about a verified order", () => {
  it('has a subject in Arabic, then English, with the reference', async () => {
    const mail = await orderVerifiedMail(orderVerifiedPayload.parse(individualFinanceOrder()), to)
    expect(mail.to).toEqual(to)
    expect(mail.subject).toBe('طلب شراء جديد K7M2Q-9XH4D | New purchase order K7M2Q-9XH4D')
  })

  it('gives staff what they need to call the customer back, in both languages, but never the credit data', async () => {
    const mail = await orderVerifiedMail(orderVerifiedPayload.parse(individualFinanceOrder()), to)
    const [arabic, english] = mail.text.split('\n---\n') as [string, string]
    expect(arabic).toContain('الرقم المرجعي: \u2066K7M2Q-9XH4D\u2069')
    expect(arabic).toContain('السيارة: تويوتا كامري GLE 2026')
    expect(arabic).toContain('طريقة الشراء: تمويل')
    expect(arabic).toContain('البنك: مصرف الراجحي')
    // Isolated left to right, so the "+" stays in front of the number in Arabic text.
    expect(arabic).toContain(`رقم الجوال: \u2066${sampleBuyer.mobile}\u2069`)
    expect(english).toContain('Car: Toyota Camry GLE 2026')
    expect(english).toContain('City: Riyadh')
    expect(english).toContain(`Name: ${sampleBuyer.name}`)
    expect(english).toContain(`E-mail: ${sampleBuyer.email}`)
    expect(english).toContain("Customer's language: Arabic")
    expect(english).toContain('credit details of a finance request are not sent by e-mail')
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).not.toMatch(/18,?750|3,?125|20,?000|government|licen[cs]e|mortgage/i)
    }
  })

  it('describes a company order as a quotation request: its lines, company with CR and VAT numbers, delivery and branch', async () => {
    const mail = await orderVerifiedMail(orderVerifiedPayload.parse(companyCashOrder()), to)
    expect(mail.subject).toBe('طلب عرض سعر جديد P3RTV-8WZ6C | New quotation request P3RTV-8WZ6C')
    expect(mail.text).toContain('Please reply with a quotation.')
    expect(mail.text).toContain('Order type: Company')
    expect(mail.text).toContain('Car: 1. Toyota Hilux 2026 · White × 10')
    expect(mail.text).toContain('Car: 2. Toyota Camry 2026 · Any colour × 2')
    expect(mail.text).toContain('Quantity: 12')
    expect(mail.text).toContain('Company name: Red Sea Logistics')
    expect(mail.text).toContain('CR No.: 4030123456')
    expect(mail.text).toContain('VAT No.: 310123456700003')
    expect(mail.text).toContain('Headquarters: Jeddah, Al Andalus District, Tahlia Street')
    expect(mail.text).toContain('Delivery city: Makkah')
    expect(mail.text).toContain('Handling branch: Jeddah Main Showroom')
    expect(mail.text).toContain(`Contact person: ${sampleBuyer.name}`)
    expect(mail.text).toContain('اسم الشركة: Red Sea Logistics')
    expect(mail.text).toContain('المقر الرئيسي: جدة، Al Andalus District, Tahlia Street')
    expect(mail.text).not.toContain('not sent by e-mail')
  })

  it('names the seller with its registered name, CR and VAT numbers and address, in both languages', async () => {
    const seller = {
      name: { ar: 'مروج للسيارات', en: 'Murooj Motors' },
      legalName: { ar: 'شركة مروج للسيارات التجارية', en: 'Murooj Motors Trading Company' },
      crNumber: '7000000000',
      vatNumber: '300000000000003',
      address: { ar: 'طريق المدينة المنورة، حي الروضة، جدة 23435', en: 'Al Madinah Road, Al Rawdah District, Jeddah 23435' },
    }
    const mail = await orderVerifiedMail(orderVerifiedPayload.parse(individualFinanceOrder({ seller })), to)
    const [arabic, english] = mail.text.split('\n---\n') as [string, string]
    expect(english).toContain('Registered name: Murooj Motors Trading Company')
    expect(english).toContain('CR No.: 7000000000')
    expect(english).toContain('VAT No.: 300000000000003')
    expect(english).toContain('Address: Al Madinah Road, Al Rawdah District, Jeddah 23435')
    // Numbers isolated left to right inside the Arabic text.
    expect(arabic).toContain('السجل التجاري: \u20667000000000\u2069')
    expect(arabic).toContain('الرقم الضريبي: \u2066300000000000003\u2069')
    // A message queued before the seller was added still makes a mail.
    expect((await orderVerifiedMail(orderVerifiedPayload.parse(individualFinanceOrder()), to)).text).not.toContain('CR No.')
  })

  it('writes the Arabic part right to left and escapes what the customer typed', async () => {
    const order = individualFinanceOrder({ contact: { ...sampleBuyer, name: '<img src=x onerror=alert(1)> Fahad' } })
    const mail = await orderVerifiedMail(orderVerifiedPayload.parse(order), to)
    expect(mail.html).toContain('<div lang="ar" dir="rtl">')
    expect(mail.html).toContain('<div lang="en" dir="ltr">')
    expect(mail.html).toContain(`<bdi dir="ltr">${sampleBuyer.mobile}</bdi>`)
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; Fahad')
  })
})

describe('what a visitor typed cannot add lines to the dealer’s plain-text mail (issue 32)', () => {
  // Reproduction: an order placed through the API with the name "Fahad\r\nMobile: +966500000001"
  // came to the dealer as two rows, the forged mobile looking like the order's own.
  const forged = 'Mobile: +966500000001'
  const lineBreaks = ['\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085', '\u000b', '\u000c']

  it('keeps each row of an order on one line, whatever line break a stored name or address holds', async () => {
    for (const lineBreak of lineBreaks) {
      const order = companyCashOrder()
      const mail = await orderVerifiedMail(
        orderVerifiedPayload.parse({
          ...order,
          contact: { ...order.contact, name: `Fahad${lineBreak}${forged}` },
          company: { ...order.company!, name: `Red Sea${lineBreak}${forged}`, headquartersAddress: `Tahlia${lineBreak}${forged}` },
        }),
        to,
      )
      const lines = mail.text.split(/\r\n|[\n\r\u2028\u2029\u0085\u000b\u000c]/)
      expect(
        lines.filter((line) => line.startsWith(forged)),
        JSON.stringify(lineBreak),
      ).toEqual([])
      expect(mail.text).toContain(`Contact person: Fahad ${forged}`)
    }
  })
})
