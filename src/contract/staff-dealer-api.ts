/** The dealer's settings and branches for admins in the dealer API (see ./staff-dealer.ts and decision 0058). */
import { z } from 'zod'
import { idSchema } from './common'
import { defineOperation } from './operation'
import {
  branchCreateSchema,
  branchEditSchema,
  specialHoursEditSchema,
  dealerLogoNamePattern,
  dealerLogoSchema,
  dealerLogoUploadSchema,
  dealerSettingsEditSchema,
  dealerSettingsLimits,
  logoMediaTypes,
  staffBranchSchema,
  staffDealerSchema,
  staffDealerSettingsSchema,
} from './staff-dealer'
import { newsCoverSchema } from './staff-news'
import { restoreWindowDays } from './values'

const followsAtOnce = 'Every storefront process drops its cached settings and branches within two seconds.'

export const getStaffDealerOperation = defineOperation({
  method: 'get',
  path: '/staff/dealer',
  operationId: 'getStaffDealer',
  summary: 'The dealer’s settings and every branch, in both languages, as the admin edits them',
  tag: 'staff',
  response: staffDealerSchema,
  staff: 'settings',
})

export const updateDealerSettingsOperation = defineOperation({
  method: 'put',
  path: '/staff/dealer/settings',
  operationId: 'updateDealerSettings',
  summary: 'Set the dealer’s names, legal identity, contacts, head office address, hours and social links',
  description: [
    'The legal name, commercial registration number (10 digits) and VAT number (15 digits, first and last 3) are',
    'what the Saudi E-Commerce Law asks an online shop to show; phones are kept as the dealer prints them and must',
    'be Saudi numbers (WhatsApp a mobile); the address comes in parts (street, district, city, region, 5-digit',
    'postcode). A wrong field is a 400 with an error on that field. Audited as `dealer.settings_updated` with',
    `before and after. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  body: dealerSettingsEditSchema,
  response: staffDealerSettingsSchema,
  successStatus: 200,
  staff: 'settings',
})

export const updateBranchOperation = defineOperation({
  method: 'put',
  path: '/staff/dealer/branches/:id',
  operationId: 'updateBranch',
  summary: 'Set a branch’s name, address, phone and opening hours',
  description: [
    '`openingHours` gives each day (`saturday` … `friday`) as `HH:MM–HH:MM`, periods separated by commas, empty',
    `when closed. A removed branch is 404 until restored. Audited as \`branch.updated\` with before and after. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: branchEditSchema,
  response: staffBranchSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'settings',
})

export const uploadDealerLogoOperation = defineOperation({
  method: 'put',
  path: '/staff/dealer/logo',
  operationId: 'uploadDealerLogo',
  summary: 'Replace the dealer’s logo',
  description: [
    `A \`multipart/form-data\` body with one \`logo\` (PNG, JPEG or WebP of at most 5 MB, its kind decided from its`,
    'bytes: anything else is 415 with a field error on `logo`). It is scaled to at most',
    `${dealerSettingsLimits.logoWidth} pixels wide and stored as WebP without its metadata under its content hash,`,
    `at \`/media/logo/<hash>.webp\`. Audited as \`dealer.logo_updated\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  body: dealerLogoUploadSchema,
  multipart: {
    fileFields: ['logo'],
    fileMediaTypes: logoMediaTypes,
    maxBodyBytes: dealerSettingsLimits.logoBodyMaxBytes,
    maxFileBytes: dealerSettingsLimits.logoMaxBytes,
    fileTooLarge: 'cvSize',
  },
  response: dealerLogoSchema,
  successStatus: 200,
  staff: 'settings',
})

export const getDealerLogoOperation = defineOperation({
  method: 'get',
  path: '/dealer-logos/:name',
  operationId: 'getDealerLogo',
  summary: 'A logo the dealer uploaded',
  description: 'The stored logo (WebP, base64) under its content-hash name, for a storefront to serve at its own address. Never changes.',
  tag: 'content',
  params: z.object({ name: z.string().regex(dealerLogoNamePattern) }),
  response: newsCoverSchema,
  canBeNotFound: true,
})

const removalNote = `Restorable for ${restoreWindowDays} days (\`purgesOn\`), then deleted for good with its special hours.`

export const createBranchOperation = defineOperation({
  method: 'post',
  path: '/staff/dealer/branches',
  operationId: 'createBranch',
  summary: 'Add a branch',
  description: [
    'What `PUT /staff/dealer/branches/{id}` sets, with the branch’s `city` and its place on the map: `lat` (16–33)',
    `and \`lng\` (34–56), in degrees. Listed after its city’s other branches. Audited as \`branch.created\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  body: branchCreateSchema,
  response: staffBranchSchema,
  idempotency: 'required',
  staff: 'settings',
})

export const deleteBranchOperation = defineOperation({
  method: 'delete',
  path: '/staff/dealer/branches/:id',
  operationId: 'deleteBranch',
  summary: 'Remove a branch from every page',
  description: `The branch leaves the branches and contact pages and the structured data at once. ${removalNote} Audited as \`branch.deleted\`. ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffBranchSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'settings',
})

export const restoreBranchOperation = defineOperation({
  method: 'post',
  path: '/staff/dealer/branches/:id/restore',
  operationId: 'restoreBranch',
  summary: 'Bring a removed branch back as it was',
  description: `Restoring a branch that is not removed changes nothing. Audited as \`branch.restored\`. ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffBranchSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'settings',
})

const specialHoursNote = [
  '`validFrom` and `validThrough` are Saudi calendar days, both inclusive, and may not overlap another period of the',
  'branch (a field error on `validFrom`); `hours` gives each day (`saturday` … `friday`) as `HH:MM–HH:MM`, periods',
  'separated by commas, empty when the branch is closed that day; `labelAr` and `labelEn` name the period',
  '("Ramadan hours"). Visitors see it on the branches and contact pages while it is in force, and search engines',
  'from its announcement as `specialOpeningHoursSpecification`. Audited as `branch.special_hours_set`.',
].join(' ')

export const addSpecialHoursOperation = defineOperation({
  method: 'post',
  path: '/staff/dealer/branches/:id/special-hours',
  operationId: 'addSpecialHours',
  summary: 'Give a branch special hours for a range of days (Ramadan, Eid)',
  description: `${specialHoursNote} ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: specialHoursEditSchema,
  response: staffBranchSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'settings',
})

export const updateSpecialHoursOperation = defineOperation({
  method: 'put',
  path: '/staff/dealer/branches/:id/special-hours/:hoursId',
  operationId: 'updateSpecialHours',
  summary: 'Change a branch’s special hours',
  description: `${specialHoursNote} ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema, hoursId: idSchema }),
  body: specialHoursEditSchema,
  response: staffBranchSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'settings',
})

export const removeSpecialHoursOperation = defineOperation({
  method: 'delete',
  path: '/staff/dealer/branches/:id/special-hours/:hoursId',
  operationId: 'removeSpecialHours',
  summary: 'Remove a branch’s special hours',
  description: `The branch’s usual hours apply again on those days. Audited as \`branch.special_hours_removed\`. ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema, hoursId: idSchema }),
  response: staffBranchSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'settings',
})
