import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, withLocale } from '../../contract/common'
import { offerEditSchema } from '../../contract/staff-offers'
import { listStaffOffersOperation, updateOfferOperation } from '../../contract/staff-offers-api'
import { callAsStaff } from '../staff/staff-api.server'

/** Every offer with its days and cars, and the cars an offer may name. */
export const fetchStaffOffers = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(listStaffOffersOperation, { locale: data.locale }))

/** Sets an offer's days and cars (audited by the API; the offers pages follow at once). */
export const saveOffer = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, edit: offerEditSchema }))
  .handler(({ data: { locale, id, edit } }) => callAsStaff(updateOfferOperation, { locale, params: { id }, body: edit }))
