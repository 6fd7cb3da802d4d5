import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { nextStatusesOf } from '../../../contract/staff-orders'
import { OrderStatusForm } from './order-status-form'

const changeStaffOrderStatus = vi.hoisted(() => vi.fn())
vi.mock('../staff-orders.functions', () => ({ changeStaffOrderStatus }))
vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }))

const approval = 'يسعدنا إبلاغك بالموافقة على طلبك K7M2Q-9XD4R. سيتصل بك فريق المبيعات بشأن الخطوات التالية.'

function orderAt(status: StaffOrder['status']): StaffOrder {
  return {
    reference: 'K7M2Q-9XD4R',
    type: 'individual',
    purchaseType: 'finance',
    status,
    locale: 'ar',
    placedAt: '2026-11-21T21:00:00.000Z',
    verifiedAt: '2026-11-21T21:30:00.000Z',
    car: { id: 12, title: 'تويوتا كامري ٢٠٢٥' },
    color: null,
    offer: null,
    city: { slug: 'riyadh', name: 'الرياض' },
    branch: null,
    contact: { name: 'نورة القحطاني', mobile: '+966551234567', email: 'noura@example.com' },
    company: null,
    lines: [],
    bank: null,
    finance: null,
    creditErasedAt: null,
    replyOverdue: false,
    replyDueAt: null,
    firstReplyAt: null,
    history: [
      {
        status: 'received',
        at: '2026-11-21T21:30:00.000Z',
        staffName: null,
        note: null,
        notified: true,
        channel: null,
        confirmation: null,
      },
    ],
    nextStatuses: [...nextStatusesOf(status)],
    notices: [{ status: 'approved', text: approval }],
    whatsappGreeting: 'مرحبًا نورة القحطاني، بخصوص طلبك K7M2Q-9XD4R: ',
    notes: [],
    assignee: null,
    assignableStaff: [],
  }
}

/**
 * The stage form on an Arabic staff page (the English one is the browser journey's,
 * tests/e2e/staff-orders.spec.ts). Messages fall back to their source text in tests; the SMS
 * preview is the server's Arabic text, marked as Arabic and right to left.
 */
describe('OrderStatusForm', () => {
  it('shows the exact SMS of a texting stage with “do not notify”, and sends the choice', async () => {
    changeStaffOrderStatus.mockResolvedValue({ ...orderAt('approved'), history: [] })
    await renderWithRouter(() => <OrderStatusForm order={orderAt('contacted')} />, { locale: 'ar' })
    const stage = screen.getByRole('combobox', { name: /Move to/ })
    expect(stage).toHaveValue('approved')
    const preview = screen.getByTestId('sms-text')
    expect(preview).toHaveTextContent(approval)
    expect(preview).toHaveAttribute('lang', 'ar')
    expect(preview).toHaveAttribute('dir', 'rtl')
    const send = screen.getByRole('checkbox', { name: 'Send this text message' })
    expect(send).toBeChecked()
    expect(screen.getByRole('button', { name: 'Save and text the buyer' })).toBeInTheDocument()

    fireEvent.click(send)
    expect(screen.getByRole('button', { name: 'Save stage' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save stage' }))
    await waitFor(() => expect(changeStaffOrderStatus).toHaveBeenCalledTimes(1))
    expect(changeStaffOrderStatus.mock.calls[0]![0].data).toMatchObject({
      locale: 'ar',
      reference: 'K7M2Q-9XD4R',
      step: { from: 'contacted', status: 'approved', notify: false },
    })
  })

  it('says a duplicate texts nobody and asks for the reason before closing', async () => {
    changeStaffOrderStatus.mockClear()
    await renderWithRouter(() => <OrderStatusForm order={orderAt('received')} />, { locale: 'ar' })
    fireEvent.change(screen.getByRole('combobox', { name: /Move to/ }), { target: { value: 'duplicate' } })
    expect(screen.getByTestId('sms-preview')).toHaveTextContent('The buyer is not texted at this stage.')
    expect(screen.queryByRole('checkbox')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save stage' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true'))
    expect(changeStaffOrderStatus).not.toHaveBeenCalled()
  })

  it('offers to reopen a closed order, first at “under review”, with a reason', async () => {
    await renderWithRouter(() => <OrderStatusForm order={orderAt('finance_declined')} />, { locale: 'ar' })
    expect(screen.getByRole('combobox', { name: /Move to/ })).toHaveValue('under_review')
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeRequired()
    expect(screen.queryByRole('option', { name: 'Finance declined' })).toBeNull()
  })
})
