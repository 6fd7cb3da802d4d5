import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { staffPasswordChangeSchema, staffSecondFactorCodeSchema, staffSignInSchema, type StaffMember } from '../../contract/staff'
import {
  changeStaffPasswordOperation,
  getStaffSessionOperation,
  signInStaffOperation,
  signOutStaffEverywhereOperation,
  signOutStaffOperation,
  verifyStaffSecondFactorOperation,
} from '../../contract/staff-api'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { callAsStaff } from './staff-api.server'
import {
  forgetSecondFactorChallenge,
  forgetStaffToken,
  keepSecondFactorChallenge,
  keepStaffDeviceToken,
  keepStaffToken,
  readSecondFactorChallenge,
  readStaffDeviceToken,
  readStaffToken,
} from './staff-cookie.server'

/** The staff member signed in on this browser, or null (no cookie, or a session that ended). */
export const getSignedInStaff = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(async ({ data }): Promise<StaffMember | null> => {
    if (readStaffToken() === undefined) return null
    try {
      return (await callAsStaff(getStaffSessionOperation, { locale: data.locale })).staff
    } catch (error) {
      if (error instanceof DealerApiError && error.status === 401) return null
      throw error
    }
  })

/**
 * Signs in with e-mail and password; the session token goes into an httpOnly cookie, never to the
 * page, and so does the device token that lets this browser in while others' failures lock the
 * account (the one the browser already has is sent along; a page never supplies it).
 */
export const signInStaff = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, credentials: staffSignInSchema }))
  .handler(async ({ data }): Promise<StaffMember | { secondFactor: true }> => {
    const { email, password } = data.credentials
    const deviceToken = readStaffDeviceToken()
    const answer = await getDealerApi().call(signInStaffOperation, {
      locale: data.locale,
      body: { email, password, ...(deviceToken ? { deviceToken } : {}) },
    })
    if ('secondFactor' in answer) {
      // The code step comes next: its challenge waits in an httpOnly cookie, never in the page.
      keepSecondFactorChallenge(answer.secondFactor.challenge)
      return { secondFactor: true }
    }
    keepStaffToken(answer.session.token)
    keepStaffDeviceToken(answer.device.token)
    return answer.staff
  })

/**
 * The code step of a sign-in (decision 0093): the app's code or a backup code, with the challenge
 * the password step left in this browser's cookie. Its session goes into the cookie as a sign-in's.
 */
export const verifyStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, code: staffSecondFactorCodeSchema }))
  .handler(async ({ data }): Promise<StaffMember> => {
    // Without one (ended, or another browser), the API's own answer says to start again.
    const challenge = readSecondFactorChallenge() ?? 'none'
    const deviceToken = readStaffDeviceToken()
    const answer = await getDealerApi().call(verifyStaffSecondFactorOperation, {
      locale: data.locale,
      body: { challenge, code: data.code.code, ...(deviceToken ? { deviceToken } : {}) },
    })
    forgetSecondFactorChallenge()
    keepStaffToken(answer.session.token)
    keepStaffDeviceToken(answer.device.token)
    return answer.staff
  })

/** Signs out this browser, or with `everywhere` every browser of the account. */
export const signOutStaff = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, everywhere: z.boolean() }))
  .handler(async ({ data }) => {
    try {
      await callAsStaff(data.everywhere ? signOutStaffEverywhereOperation : signOutStaffOperation, { locale: data.locale })
    } catch (error) {
      // Already ended: signed out all the same.
      if (!(error instanceof DealerApiError && error.status === 401)) throw error
    }
    forgetStaffToken()
    return { signedOut: true as const }
  })

/** Replaces the password; the other sessions end and this browser keeps going under a new token. */
export const changeStaffPassword = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, passwords: staffPasswordChangeSchema }))
  .handler(async ({ data }): Promise<StaffMember> => {
    const answer = await callAsStaff(changeStaffPasswordOperation, { locale: data.locale, body: data.passwords })
    keepStaffToken(answer.session.token)
    return answer.staff
  })
