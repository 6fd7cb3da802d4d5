import {
  getDealerLogoOperation,
  getStaffDealerOperation,
  updateBranchOperation,
  updateDealerSettingsOperation,
  uploadDealerLogoOperation,
} from '../../contract/staff-dealer-api'
import { dealerSettingsLimits } from '../../contract/staff-dealer'
import { getDealerLogo, getStaffDealer, setDealerLogo, updateBranch, updateDealerSettings } from '../../domain/dealer'
import { prepareWebpImage } from '../../server/news-cover.server'
import { pictureRefused } from './car-photos'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** The dealer's settings, branches and logo for admins (decision 0058); logos served by name. */
export const staffDealerRoutes: RouteDefinition[] = [
  implement(getStaffDealerOperation, async ({ db, locale }) => (await getStaffDealer(await db(), locale)) ?? notFound()),
  implement(updateDealerSettingsOperation, async (context) => {
    return (await updateDealerSettings(await context.db(), staffOf(context), context.body)) ?? notFound()
  }),
  implement(updateBranchOperation, async (context) => {
    return (await updateBranch(await context.db(), staffOf(context), context.params.id, context.body, context.locale)) ?? notFound()
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
