import type { StartReservationInput } from '../../contract/reservations'

/** What the reservation form holds, named as the API names its fields. `colorId` is '' for any colour. */
export type ReservationFormValues = { name: string; mobile: string; email: string; colorId: string }

export const reservationFormDefaults: ReservationFormValues = { name: '', mobile: '', email: '', colorId: '' }

export function reservationInput(carId: number, values: ReservationFormValues): StartReservationInput {
  return {
    carId,
    colorId: values.colorId === '' ? null : Number(values.colorId),
    name: values.name,
    mobile: values.mobile,
    email: values.email,
  }
}
