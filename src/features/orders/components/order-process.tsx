import { useEffect, useRef, type ReactNode } from 'react'
import type { OrderPlaced, OrderType } from '../../../contract/orders'
import { formDraft } from '../../../lib/forms/form-draft'
import { useOrderFlow } from '../order-flow'
import { OrderCodeStep } from './order-code-step'
import { OrderSuccess } from './order-success'

/**
 * An order's three steps on one page: the form, the SMS code, the confirmation. The form's draft
 * is kept until the order is confirmed, so "change your order" from the code step finds it.
 */
export function OrderProcess({
  formId,
  orderType,
  carId,
  renderForm,
}: {
  formId: string
  /** Says what happens next on the success screen (an individual is called, a company replied to). */
  orderType: OrderType
  /** The car in the page's address (`?carId=`, '' for none): a kept step shows only on its own car's page. */
  carId: string
  renderForm: (onPlaced: (placed: OrderPlaced, mobile: string) => void) => ReactNode
}) {
  const flow = useOrderFlow(formId, carId)
  const top = useRef<HTMLDivElement>(null)
  const { step } = flow.state
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    top.current?.scrollIntoView?.({ block: 'start' })
  }, [step])

  return (
    <div ref={top} className="scroll-mt-24">
      {flow.state.step === 'form' ? renderForm(flow.placed) : null}
      {flow.state.step === 'code' ? (
        <OrderCodeStep
          order={flow.state.order}
          onVerified={(reference, summary) => {
            formDraft(formId).clear()
            flow.verified(reference, summary)
          }}
          onResent={(codeState) => flow.state.step === 'code' && flow.resent(flow.state.order, codeState)}
          onStartOver={flow.backToForm}
        />
      ) : null}
      {flow.state.step === 'done' ? (
        <OrderSuccess reference={flow.state.reference} orderType={orderType} summary={flow.state.summary} onAnother={flow.backToForm} />
      ) : null}
    </div>
  )
}
