import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { staffSecondFactorCodeSchema, staffSecondFactorSetupSchema, type StaffMember } from '../../contract/staff'
import {
  confirmStaffSecondFactorOperation,
  disableStaffSecondFactorOperation,
  startStaffSecondFactorOperation,
} from '../../contract/staff-api'
import { qrDrawing, secretGroups, type QrDrawing } from './second-factor-qr'
import { callAsStaff } from './staff-api.server'
import { keepStaffToken } from './staff-cookie.server'

export type SecondFactorSetup = { qr: QrDrawing; secretGroups: string[]; otpauthUri: string }

/** Starts enrolling an authenticator app (the password again): its QR code and the secret as text. */
export const startStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, setup: staffSecondFactorSetupSchema }))
  .handler(async ({ data }): Promise<SecondFactorSetup> => {
    const answer = await callAsStaff(startStaffSecondFactorOperation, { locale: data.locale, body: data.setup })
    return { qr: qrDrawing(answer.otpauthUri), secretGroups: secretGroups(answer.secret), otpauthUri: answer.otpauthUri }
  })

/** The app's first code ends the enrolment; the backup codes come back this once. */
export const confirmStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, code: staffSecondFactorCodeSchema }))
  .handler(async ({ data }): Promise<{ staff: StaffMember; backupCodes: string[] }> => {
    const answer = await callAsStaff(confirmStaffSecondFactorOperation, { locale: data.locale, body: data.code })
    keepStaffToken(answer.session.token)
    return { staff: answer.staff, backupCodes: answer.backupCodes }
  })

/** Removes one's own second factor (not for admins). */
export const disableStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, setup: staffSecondFactorSetupSchema }))
  .handler(async ({ data }): Promise<StaffMember> => {
    const answer = await callAsStaff(disableStaffSecondFactorOperation, { locale: data.locale, body: data.setup })
    keepStaffToken(answer.session.token)
    return answer.staff
  })
