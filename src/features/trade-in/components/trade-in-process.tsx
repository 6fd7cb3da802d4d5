import { useEffect, useRef } from 'react'
import { formDraft } from '../../../lib/forms/form-draft'
import { useOrderFlow } from '../../orders/order-flow'
import { TradeInCodeStep } from './trade-in-code-step'
import { TradeInForm, tradeInFormId } from './trade-in-form'
import { TradeInSuccess } from './trade-in-success'

/**
 * "Value my car" in three steps on one page, kept in the tab as an order's are (a reload or the
 * language switch comes back to the same step): the form, the SMS code, the confirmation. The
 * step belongs to the order the page was opened for (`?order=`), or to none.
 */
export function TradeInProcess({ orderReference }: { orderReference?: string }) {
  const flow = useOrderFlow(tradeInFormId, orderReference ?? '')
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
      {flow.state.step === 'form' ? <TradeInForm orderReference={orderReference} onPlaced={flow.placed} /> : null}
      {flow.state.step === 'code' ? (
        <TradeInCodeStep
          request={flow.state.order}
          onVerified={(reference) => {
            formDraft(tradeInFormId).clear()
            flow.verified(reference)
          }}
          onResent={(codeState) => flow.state.step === 'code' && flow.resent(flow.state.order, codeState)}
          onStartOver={flow.backToForm}
        />
      ) : null}
      {flow.state.step === 'done' ? (
        <TradeInSuccess
          reference={flow.state.reference}
          onAnother={() => {
            formDraft(tradeInFormId).clear()
            flow.backToForm()
          }}
        />
      ) : null}
    </div>
  )
}
