/**
 * Job positions as editors write them (decisions 0052, 0079). zod/mini: the staff page validates
 * with the same schema in the browser; the server function and the dealer API validate again.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { optionalText, requiredLine, requiredText } from './text.ts'
import { citySlugs, employmentTypes } from './values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

export const jobTextLimits = {
  titleMaxLength: 200,
  descriptionMaxLength: 5000,
  /** All the requirements of one language, one a line. */
  requirementsMaxLength: 4000,
  maxRequirements: 20,
} as const

/** The requirements as typed, one a line; empty lines are not requirements. */
export function requirementLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

const requirements = optionalText(jobTextLimits.requirementsMaxLength).check(
  z.refine((text) => requirementLines(text).length <= jobTextLimits.maxRequirements, issue('requirements')),
)

/**
 * A new position: title and description in both languages, its requirements one a line in each
 * language (the same number, line for line: the jobs page shows the visitor's language), city and
 * kind of employment.
 */
export const jobDraftSchema = z
  .object({
    titleAr: requiredLine(jobTextLimits.titleMaxLength),
    titleEn: requiredLine(jobTextLimits.titleMaxLength),
    descriptionAr: requiredText(jobTextLimits.descriptionMaxLength),
    descriptionEn: requiredText(jobTextLimits.descriptionMaxLength),
    requirementsAr: requirements,
    requirementsEn: requirements,
    city: z.enum(citySlugs, issue('choice')),
    employmentType: z.enum(employmentTypes, issue('choice')),
  })
  .check(
    z.refine((job) => requirementLines(job.requirementsAr).length === requirementLines(job.requirementsEn).length, {
      path: ['requirementsEn'],
      ...issue('requirements'),
    }),
  )
export type JobDraftInput = z.input<typeof jobDraftSchema>
export type JobDraft = z.output<typeof jobDraftSchema>

/** Where a position stands: open for applications, closed, or deleted by staff (restorable for 30 days). */
export const jobStatuses = ['open', 'closed', 'deleted'] as const
export type JobStatus = (typeof jobStatuses)[number]
