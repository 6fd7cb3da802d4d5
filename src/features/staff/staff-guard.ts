import type { I18n } from '@lingui/core'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { Locale } from '../../../app.config'
import { staffMayUse, type StaffArea, type StaffMember } from '../../contract/staff'
import { PublicError } from '../../lib/errors'
import { staffMessages } from './staff-messages'
import { getSignedInStaff } from './staff-session.functions'

type GuardArgs = { context: { locale: Locale; i18n: I18n }; location: ParsedLocation }

const localeParam = (locale: Locale) => (locale === 'en' ? 'en' : undefined)

/**
 * The one guard of every staff page (in its route's `beforeLoad`): a visitor goes to sign-in and
 * comes back after it; someone holding a one-time password changes it first; a role that may not
 * use `area` gets 403 in their language. The API checks the same again on every call.
 */
export async function requireStaff({ context, location }: GuardArgs, area: StaffArea): Promise<{ staff: StaffMember }> {
  const staff = await getSignedInStaff({ data: { locale: context.locale } })
  const locale = localeParam(context.locale)
  if (!staff) throw redirect({ to: '/{-$locale}/staff/sign-in', params: { locale }, search: { redirect: location.href } })
  if (staff.mustChangePassword && !/\/staff\/password\/?$/.test(location.pathname)) {
    throw redirect({ to: '/{-$locale}/staff/password', params: { locale } })
  }
  if (!staffMayUse(staff.role, area)) {
    throw new PublicError({ status: 403, code: 'forbidden', message: context.i18n._(staffMessages.forbidden) })
  }
  return { staff }
}
