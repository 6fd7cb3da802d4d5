import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { convertReservationOperation, listStaffReservationsOperation } from '../../contract/reservations-api'
import { callAsStaff } from '../staff/staff-api.server'

/** Reservations for sales: held ones first, the soonest to run out on top. */
export const fetchStaffReservations = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(listStaffReservationsOperation, { locale: data.locale }))

/** Turns a held reservation into an order for the buyer, the deposit deducted (audited by the API). */
export const convertReservation = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: z.uuid() }))
  .handler(({ data }) => callAsStaff(convertReservationOperation, { locale: data.locale, params: { id: data.id } }))
