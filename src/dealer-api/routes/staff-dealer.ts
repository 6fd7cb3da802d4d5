import {
  addSpecialHoursOperation,
  createBranchOperation,
  deleteBranchOperation,
  removeSpecialHoursOperation,
  restoreBranchOperation,
  updateSpecialHoursOperation,
  getDealerLogoOperation,
  getStaffDealerOperation,
  updateBranchOperation,
  updateDealerSettingsOperation,
  uploadDealerLogoOperation,
} from '../../contract/staff-dealer-api'
import { dealerSettingsLimits } from '../../contract/staff-dealer'
import {
  createBranch,
  deleteBranch,
  getDealerLogo,
  getStaffDealer,
  removeSpecialHours,
  restoreBranch,
  setDealerLogo,
  setSpecialHours,
  updateBranch,
  updateDealerSettings,
  type SpecialHoursRefusal,
} from '../../domain/dealer'
import type { StaffBranch } from '../../contract/staff-dealer'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { prepareWebpImage } from '../../server/news-cover.server'
import { pictureRefused } from './car-photos'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** A period that overlaps another of the branch is the admin's to fix, next to its days. */
function specialHoursAnswer(result: StaffBranch | SpecialHoursRefusal): StaffBranch {
  if (!('refused' in result)) return result
  if (result.refused === 'overlap')
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { validFrom: [fieldMessages.specialHoursDates] })
  return notFound()
}

/** The dealer's settings, branches and logo for admins (decisions 0058, 0079); logos served by name. */
export const staffDealerRoutes: RouteDefinition[] = [
  implement(getStaffDealerOperation, async ({ db, locale }) => (await getStaffDealer(await db(), locale)) ?? notFound()),
  implement(updateDealerSettingsOperation, async (context) => {
    return (await updateDealerSettings(await context.db(), staffOf(context), context.body)) ?? notFound()
  }),
  implement(updateBranchOperation, async (context) => {
    return (await updateBranch(await context.db(), staffOf(context), context.params.id, context.body, context.locale)) ?? notFound()
  }),
  implement(createBranchOperation, async (context) => createBranch(await context.db(), staffOf(context), context.body, context.locale)),
  implement(deleteBranchOperation, async (context) => {
    return (await deleteBranch(await context.db(), staffOf(context), context.params.id, context.locale)) ?? notFound()
  }),
  implement(restoreBranchOperation, async (context) => {
    return (await restoreBranch(await context.db(), staffOf(context), context.params.id, context.locale)) ?? notFound()
  }),
  implement(addSpecialHoursOperation, async (context) =>
    specialHoursAnswer(await setSpecialHours(await context.db(), staffOf(context), context.params.id, context.body, context.locale)),
  ),
  implement(updateSpecialHoursOperation, async (context) =>
    specialHoursAnswer(
      await setSpecialHours(await context.db(), staffOf(context), context.params.id, context.body, context.locale, context.params.hoursId),
    ),
  ),
  implement(removeSpecialHoursOperation, async (context) => {
    const { id, hoursId } = context.params
    return (await removeSpecialHours(await context.db(), staffOf(context), id, hoursId, context.locale)) ?? notFound()
  }),
  implement(uploadDealerLogoOperation, async (context) => {
    const bytes = new Uint8Array(await context.body.logo.arrayBuffer())
    const logo = bytes.length > 0 ? await prepareWebpImage(bytes, dealerSettingsLimits.logoWidth, 'logo') : 'kind'
    if (typeof logo === 'string') throw pictureRefused('logo', logo, 'logoDimensions')
    return setDealerLogo(await context.db(), staffOf(context), logo)
  }),
  implement(getDealerLogoOperation, async ({ params, db }) => {
    const logo = await getDealerLogo(await db(), params.name)
    if (!logo) notFound()
    return { mediaType: logo.mediaType, base64: Buffer.from(logo.content).toString('base64') }
  }),
]
