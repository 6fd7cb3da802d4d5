/**
 * deploy/nginx.conf refuses a body past its `client_max_body_size` before the app sees it: its
 * limit must be the app's own (`requestBodyMaxBytes`), which must hold a CV with its form, or a CV
 * the messages allow ("at most 5 MB", from `cvMaxBytes`) would meet nginx's bare 413.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { jobApplicationLimits } from '../../contract/job-applications'
import { dealerSettingsLimits } from '../../contract/staff-dealer'
import { newsEditorLimits } from '../../contract/staff-news'
import { offerPictureLimits } from '../../contract/staff-offers'

const MIB = 1024 * 1024
const shipped = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8')

describe('the request body limit', () => {
  it('is the same in nginx (outside the upload location) and in the app, and holds a CV with its form', () => {
    const megabytes = Number(/^ {4}client_max_body_size (\d+)m;/m.exec(shipped)?.[1])
    expect(megabytes * MIB).toBe(appConfig.requestBodyMaxBytes)
    expect(appConfig.requestBodyMaxBytes).toBeGreaterThanOrEqual(jobApplicationLimits.bodyMaxBytes)
  })

  it('of a picture answered with the CV’s size message is the CV’s, so the message states it', () => {
    // A cover, logo or offer picture past its limit is refused with `cvSize`, whose sentence names cvMaxBytes.
    for (const limit of [newsEditorLimits.coverMaxBytes, dealerSettingsLimits.logoMaxBytes, offerPictureLimits.maxBytes])
      expect(limit).toBe(appConfig.cvMaxBytes)
  })
})
