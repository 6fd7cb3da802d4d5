/**
 * The limits a person reads in a message are the configuration's (issue 39): a CV's largest size
 * and kinds, the order code's lifetime. With other values configured, every message that states
 * them says the new ones, in both languages, and so do the advertised finance terms; (deploy/nginx.conf's body limit: src/server/http/nginx-body-limit.test.ts).
 */
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { renderWithRouter } from '../../tests/render-with-router'
import { Button } from '../components/ui/button'
import type { OrderPlaced } from '../contract/orders'

const MIB = 1024 * 1024

vi.mock('../../app.config', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../app.config')>()
  return {
    ...real,
    appConfig: {
      ...real.appConfig,
      cvMaxBytes: 7 * MIB,
      cvAcceptedExtensions: ['pdf', 'png'],
      orderCodeLifetimeSeconds: 15 * 60,
      advertisedFinance: { downPaymentShare: 0.2, termMonths: 48, annualProfitRatePercent: 3.99 },
    },
  }
})
vi.mock('../features/orders/orders.functions', () => ({ resendOrderCode: vi.fn(), verifyOrder: vi.fn() }))
vi.mock('../features/job-applications/job-applications.functions', () => ({ applyForJob: vi.fn() }))

const { fieldMessages } = await import('./field-messages')
const { getI18nFor } = await import('./i18n/server-i18n')
const { orderCodeText } = await import('../domain/order-messages')
const { OrderProcess } = await import('../features/orders/components/order-process')
const { JobApplicationForm } = await import('../features/job-applications/components/job-application-form')
const { pageData } = await import('../server/db/seed/pages-data')
const { advertisedFinance } = await import('./finance')

describe('messages that state a configured limit', () => {
  it('name the configured CV size and kinds, in Arabic and English', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const i18n = await getI18nFor(locale)
      const size = i18n._(fieldMessages.cvSize)
      const kinds = i18n._(fieldMessages.cvType)
      expect(size, locale).toContain('7')
      expect(size, locale).not.toContain('5')
      expect(kinds, locale).toContain('PDF, PNG')
      expect(kinds, locale).not.toMatch(/DOC/)
    }
  })

  it('give the job form’s CV hint from the configuration', async () => {
    await renderWithRouter(() => <JobApplicationForm jobId={1} onSent={() => undefined} />)
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(/PDF, PNG, at most 7 MB\./)
  })

  it('give the code’s lifetime in the code step and its text message', async () => {
    const placed: OrderPlaced = {
      reference: 'K7M2Q-9XD4R',
      status: 'awaiting_verification',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    }
    await renderWithRouter(() => (
      <OrderProcess
        formId="order-individuals"
        orderType="individual"
        carId="1"
        renderForm={(onPlaced) => <Button onClick={() => onPlaced(placed, '+966551234567')}>Place the order</Button>}
      />
    ))
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    expect(await screen.findByText(/The code is valid for 15 minutes from when it was sent\./)).toBeInTheDocument()

    // The Arabic page says the same number, in its own plural.
    const source =
      'We sent a 6-digit code by text message to <0>{mobile}</0>. The code is valid for {codeMinutes, plural, one {# minute} other {# minutes}} from when it was sent.'
    const arabic = (await getI18nFor('ar'))._({ id: generateMessageId(source), message: source, values: { mobile: '', codeMinutes: 15 } })
    expect(arabic).toContain('15 دقيقة')

    for (const locale of ['ar', 'en'] as const) expect(await orderCodeText(locale, '123456', 'K7M2Q-9XD4R'), locale).toContain('15')
  })

  it('state the configured advertised finance terms on the finance page, in both languages', () => {
    expect(advertisedFinance).toEqual({ downPaymentShare: 0.2, termMonths: 48, annualProfitRatePercent: 3.99 })
    const finance = pageData.find((page) => page.slug === 'finance')
    expect(finance?.bodyEn).toContain('a 20% down payment and 48 monthly instalments at an indicative flat profit rate of 3.99% a year')
    expect(finance?.bodyAr).toContain('دفعة أولى بنسبة 20% و48 قسطًا شهريًا بنسبة ربح ثابتة تقديرية قدرها 3.99% سنويًا')
  })
})
