import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { fetchReservation, fetchReservationOffer } from './reservations.functions'

export const reservationOfferQuery = (locale: Locale, carId: number) =>
  queryOptions({
    queryKey: ['reservations', 'offer', locale, carId],
    queryFn: () => fetchReservationOffer({ data: { locale, carId } }),
  })

export const reservationQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['reservations', 'detail', locale, id],
    queryFn: () => fetchReservation({ data: { locale, id } }),
  })
