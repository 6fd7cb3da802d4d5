import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, idempotencyKeySchema, withLocale } from '../../contract/common'
import {
  branchCreateSchema,
  branchEditSchema,
  dealerLogoUploadSchema,
  dealerSettingsEditSchema,
  specialHoursEditSchema,
} from '../../contract/staff-dealer'
import {
  addSpecialHoursOperation,
  createBranchOperation,
  deleteBranchOperation,
  removeSpecialHoursOperation,
  restoreBranchOperation,
  getStaffDealerOperation,
  updateBranchOperation,
  updateDealerSettingsOperation,
  updateSpecialHoursOperation,
  uploadDealerLogoOperation,
} from '../../contract/staff-dealer-api'
import { callAsStaff } from '../staff/staff-api.server'

/** The dealer's settings and every branch, both languages, as the admin's forms start from them. */
export const fetchStaffDealer = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(getStaffDealerOperation, { locale: data.locale }))

/** Sets the dealer's settings (audited by the API; every page shows them at once). */
export const saveDealerSettings = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, edit: dealerSettingsEditSchema }))
  .handler(({ data: { locale, edit } }) => callAsStaff(updateDealerSettingsOperation, { locale, body: edit }))

/** Sets one branch. */
export const saveBranch = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, edit: branchEditSchema }))
  .handler(({ data: { locale, id, edit } }) => callAsStaff(updateBranchOperation, { locale, params: { id }, body: edit }))

/** The logo form as it arrives (`multipart/form-data`), read into the contract's schema. */
const logoFormData = z.pipe(
  z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form)),
  z.object({ ...withLocale, ...dealerLogoUploadSchema.shape }),
)

/** Replaces the logo; the file goes on to the dealer API as it arrived, which decides its kind from its bytes. */
export const uploadDealerLogo = createServerFn({ method: 'POST' })
  .validator(logoFormData)
  .handler(({ data: { locale, logo } }) => callAsStaff(uploadDealerLogoOperation, { locale, body: { logo } }))

/** Adds a branch; the same `idempotencyKey` adds it once. */
export const createBranch = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, branch: branchCreateSchema }))
  .handler(({ data: { locale, idempotencyKey, branch } }) => callAsStaff(createBranchOperation, { locale, idempotencyKey, body: branch }))

/** Removes a branch from every page (restorable for 30 days) or brings it back. */
export const changeBranch = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, action: z.enum(['delete', 'restore']) }))
  .handler(({ data: { locale, id, action } }) =>
    callAsStaff(action === 'delete' ? deleteBranchOperation : restoreBranchOperation, { locale, params: { id } }),
  )

/** Gives a branch special hours for a range of days. */
export const addSpecialHours = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, hours: specialHoursEditSchema }))
  .handler(({ data: { locale, id, hours } }) => callAsStaff(addSpecialHoursOperation, { locale, params: { id }, body: hours }))

/** Changes a branch's special hours (their name, days or hours). */
export const saveSpecialHours = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, hoursId: idSchema, hours: specialHoursEditSchema }))
  .handler(({ data: { locale, id, hoursId, hours } }) =>
    callAsStaff(updateSpecialHoursOperation, { locale, params: { id, hoursId }, body: hours }),
  )

/** Removes a branch's special hours. */
export const removeSpecialHours = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, hoursId: idSchema }))
  .handler(({ data: { locale, id, hoursId } }) => callAsStaff(removeSpecialHoursOperation, { locale, params: { id, hoursId } }))
