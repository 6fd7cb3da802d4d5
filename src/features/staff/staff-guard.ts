import type { I18n } from '@lingui/core'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { Locale } from '../../../app.config'
import type { StaffMember } from '../../contract/staff'
import { staffMayUse, type StaffArea } from '../../contract/staff-roles'
import { PublicError } from '../../lib/errors'
import { staffMessages } from './staff-messages'
import { getSignedInStaff } from './staff-session.functions'
import { staffNav } from './staff-nav-items'

export type GuardArgs = { context: { locale: Locale; i18n: I18n }; location: ParsedLocation }

const localeParam = (locale: Locale) => (locale === 'en' ? 'en' : undefined)

/**
 * The one guard of every staff page (in its route's `beforeLoad`): a visitor goes to sign-in and
 * comes back after it; someone holding a one-time password changes it first, an admin without a
 * second factor enrols one; a role that may not
 * use `area` gets 403 in their language. The API checks the same again on every call.
 */
export async function requireStaff({ context, location }: GuardArgs, area: StaffArea): Promise<{ staff: StaffMember }> {
  const staff = await getSignedInStaff({ data: { locale: context.locale } })
  const locale = localeParam(context.locale)
  if (!staff) throw redirect({ to: '/{-$locale}/staff/sign-in', params: { locale }, search: { redirect: location.href } })
  if (staff.mustChangePassword && !/\/staff\/password\/?$/.test(location.pathname)) {
    throw redirect({ to: '/{-$locale}/staff/password', params: { locale } })
  }
  // An admin without a second factor enrols one before any other staff page (decision 0093).
  if (staff.mustEnrolSecondFactor && !staff.mustChangePassword && !/\/staff\/(?:second-factor|password)\/?$/.test(location.pathname)) {
    throw redirect({ to: '/{-$locale}/staff/second-factor', params: { locale } })
  }
  if (!staffMayUse(staff.role, area)) {
    throw new PublicError({ status: 403, code: 'forbidden', message: context.i18n._(staffMessages.forbidden) })
  }
  return { staff }
}

/**
 * The area a staff path belongs to, from the staff menu (the longest menu path it is under), so the
 * back office's frame refuses a role before any page of an area it may not use starts to load.
 * Paths of no menu entry (the password page) are open to any staff member.
 */
export function staffAreaOfPath(pathname: string): StaffArea {
  const path = pathname.replace(/^\/(?:ar|en)(?=\/|$)/i, '').replace(/\/+$/, '') || '/'
  let best: { length: number; area: StaffArea } = { length: 0, area: 'anyStaff' }
  for (const item of staffNav) {
    const itemPath = item.to.replace('/{-$locale}', '')
    const under = path === itemPath || path.startsWith(`${itemPath}/`)
    if (under && itemPath.length > best.length) best = { length: itemPath.length, area: item.area }
  }
  return best.area
}
