import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Radio } from '../../../components/ui/checkbox'
import { ChoiceGroup } from '../../../components/ui/choice-group'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { StaffOrderChannel, StaffOrderConfirmation } from '../../../contract/orders'
import type { StaffOrderPlaced } from '../../../contract/staff-orders-api'
import { PublicError } from '../../../lib/errors'
import { formDraft } from '../../../lib/forms/form-draft'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { IndividualOrderForm } from '../../orders/components/individual-order-form'
import { OrderCodeStep } from '../../orders/components/order-code-step'
import { FormSection } from '../../orders/components/order-form-parts'
import type { PendingOrder } from '../../orders/order-flow'
import type { CarChoice } from '../../orders/order-form-values'
import type { IndividualOrderSearch } from '../../orders/order-page-search'
import { placeStaffOrder, resendStaffOrderCode, verifyStaffOrder } from '../staff-orders.functions'

export const staffOrderFormId = 'staff-order-individual'

type Step = { step: 'form' } | { step: 'code'; order: PendingOrder } | { step: 'done'; reference: string; inPerson: boolean }

/** The API names the order's fields `order.…`; the form knows them by their own names. */
function unprefixed(error: unknown): unknown {
  if (!(error instanceof PublicError) || !error.fields) return error
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, messages]) => [name.replace(/^order\./, ''), messages]))
  return new PublicError({ ...error, message: error.message, fields })
}

/**
 * A staff member takes an individual's order for a buyer on the phone or in the showroom
 * (decision 0092): the buyer's own order form, then the SMS code the buyer reads out, or, for a
 * walk-in, "seen in person". The order goes to the staff member's own orders.
 */
export function StaffOrderIntake({ initialCar, search }: { initialCar: CarChoice; search: IndividualOrderSearch }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const [step, setStep] = useState<Step>({ step: 'form' })
  const [channel, setChannel] = useState<StaffOrderChannel>('phone')
  const [confirmation, setConfirmation] = useState<StaffOrderConfirmation>('sms_code')
  const chooseChannel = (next: StaffOrderChannel) => {
    setChannel(next)
    // Nobody on the phone is seen in person.
    if (next === 'phone') setConfirmation('sms_code')
  }
  const done = (reference: string, inPerson: boolean) => {
    formDraft(staffOrderFormId).clear()
    setStep({ step: 'done', reference, inPerson })
  }

  if (step.step === 'code') {
    const { reference } = step.order
    return (
      <OrderCodeStep
        order={step.order}
        onVerified={(verified) => done(verified, false)}
        onResent={(codeState) => setStep({ step: 'code', order: { ...step.order, ...codeState, resent: true } })}
        onStartOver={() => setStep({ step: 'form' })}
        staff={{
          title: t({
            message: 'Type the code the buyer reads out',
            comment: 'Staff new order page: heading of the code step, the buyer reads the SMS code out to the staff member',
          }),
          verify: (code) => verifyStaffOrder({ data: { locale, reference, code } }),
          resend: () => resendStaffOrderCode({ data: { locale, reference } }),
        }}
      />
    )
  }

  if (step.step === 'done') {
    return (
      <div className="mx-auto max-w-xl space-y-5">
        <Notice tone="success" title={t({ message: 'Order received', comment: 'Staff new order page: title once the order is received' })}>
          <p>
            <Trans>
              Order <ReferenceCode className="font-medium text-ink">{step.reference}</ReferenceCode> is received and assigned to you. The
              buyer was sent the order received message.
            </Trans>
          </p>
        </Notice>
        <div className="flex flex-wrap gap-3">
          <LinkButton
            variant="primary"
            size="lg"
            to="/{-$locale}/staff/orders/$reference"
            params={{ locale: localeParam, reference: step.reference }}
          >
            {t({ message: 'Open the order', comment: 'Staff new order page: button to the order just taken' })}
          </LinkButton>
          <Button variant="outline" size="lg" onClick={() => setStep({ step: 'form' })}>
            {t({ message: 'Take another order', comment: 'Staff new order page: button that opens an empty form again' })}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <IndividualOrderForm<StaffOrderPlaced>
      initialCar={initialCar}
      search={search}
      offer={null}
      onPlaced={(placed, mobile) => {
        if (placed.status === 'received' || !placed.expiresAt || !placed.resendAvailableAt) {
          done(placed.reference, true)
          return
        }
        setStep({
          step: 'code',
          order: {
            reference: placed.reference,
            status: 'awaiting_verification',
            expiresAt: placed.expiresAt,
            resendAvailableAt: placed.resendAvailableAt,
            mobile,
            resent: false,
          },
        })
      }}
      staff={{
        formId: staffOrderFormId,
        send: (order, { idempotencyKey }) =>
          placeStaffOrder({ data: { locale, idempotencyKey, intake: { order, channel, confirmation } } }).catch((error: unknown) => {
            throw unprefixed(error)
          }),
        before: (
          <FormSection
            title={t({
              message: 'How the order is taken',
              comment: 'Staff new order page: heading of the channel and confirmation section',
            })}
          >
            <ChoiceGroup legend={t({ message: 'The buyer is', comment: 'Staff new order page: legend of the channel choice' })} required>
              <Radio
                id={`${staffOrderFormId}-channel`}
                name="channel"
                value="phone"
                checked={channel === 'phone'}
                onChange={() => chooseChannel('phone')}
                label={t({ message: 'On the phone', comment: 'Staff new order page: channel choice, the buyer calls' })}
              />
              <Radio
                name="channel"
                value="walk_in"
                checked={channel === 'walk_in'}
                onChange={() => chooseChannel('walk_in')}
                label={t({ message: 'In the showroom', comment: 'Staff new order page: channel choice, a walk-in buyer' })}
              />
            </ChoiceGroup>
            <ChoiceGroup
              legend={t({ message: 'Confirm the mobile by', comment: 'Staff new order page: legend of the confirmation choice' })}
              required
              layout="column"
            >
              <Radio
                name="confirmation"
                value="sms_code"
                checked={confirmation === 'sms_code'}
                onChange={() => setConfirmation('sms_code')}
                label={t({
                  message: 'A code sent by SMS, which the buyer reads out to you',
                  comment: 'Staff new order page: confirmation choice, the SMS code',
                })}
              />
              {channel === 'walk_in' ? (
                <Radio
                  name="confirmation"
                  value="in_person"
                  checked={confirmation === 'in_person'}
                  onChange={() => setConfirmation('in_person')}
                  label={t({
                    message: 'Taken in person: I confirm the buyer is here and I checked their mobile number',
                    comment: 'Staff new order page: confirmation choice for a walk-in buyer, the staff member vouches for it',
                  })}
                />
              ) : null}
            </ChoiceGroup>
          </FormSection>
        ),
      }}
    />
  )
}
