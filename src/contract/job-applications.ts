/**
 * Applying for a job with a CV. zod/mini: the apply form validates with the same schema in the
 * browser; the server function and the dealer API validate again with it. The CV's rule (which
 * files are accepted, how large) is stated here once, and its content check (`cvProblem`) is the
 * same function in the browser and on the server: the file's type is decided from its bytes
 * (src/lib/cv-type.ts) and must agree with its extension.
 */
import * as z from 'zod/mini'
import { appConfig } from '../../app.config.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { emailSchema, personNameSchema, saudiMobileSchema } from './orders.ts'

export const cvExtensions = appConfig.cvAcceptedExtensions
export type CvExtension = (typeof cvExtensions)[number]

/** What each accepted kind of CV is stored and served as. */
export const cvMediaTypes: Record<CvExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
}

export const jobApplicationLimits = {
  cvMaxBytes: appConfig.cvMaxBytes,
  /**
   * The whole multipart body the API reads: the CV plus room for the three text fields, part
   * headers and boundaries. Past it the request is cut off while it streams (413).
   */
  bodyMaxBytes: appConfig.cvMaxBytes + 64 * 1024,
} as const

/** The extension of a file name among the accepted ones (any case), else null. */
export function cvExtensionOf(fileName: string): CvExtension | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase()
  return (cvExtensions as readonly string[]).includes(extension ?? '') ? (extension as CvExtension) : null
}

/**
 * What is wrong with a CV, or null when it is accepted: present and not empty, at most 5 MB, and
 * its content (as `detectCvType` decided it from the bytes, null for anything else) the kind its
 * extension says. A PNG named .pdf, a web page named .png, an SVG, a program: all `cvType`.
 */
export function cvProblem(file: { name: string; size: number }, contentType: CvExtension | null): FieldErrorKey | null {
  if (file.size > jobApplicationLimits.cvMaxBytes) return 'cvSize'
  const extension = cvExtensionOf(file.name)
  if (extension === null || file.size === 0 || contentType !== extension) return 'cvType'
  return null
}

/** A file of at most 5 MB; what kind it is, `cvProblem` decides from its bytes (415 in the API). */
const cvFileSchema = z.file({ error: 'required' }).check(z.maxSize(jobApplicationLimits.cvMaxBytes, { error: 'cvSize' }))

/** The text fields of an application. */
export const jobApplicationFieldsSchema = z.object({
  name: personNameSchema,
  /** Any Saudi spelling and digits; kept as E.164. */
  phone: saudiMobileSchema,
  email: emailSchema,
})

/**
 * An application as the form, the server function and the API take it: `multipart/form-data`
 * with the CV as a file. Its kind is checked by `cvProblem` once its bytes are read.
 */
export const jobApplicationSchema = z.object({ ...jobApplicationFieldsSchema.shape, cv: cvFileSchema })
export type JobApplicationInput = z.input<typeof jobApplicationSchema>
export type JobApplication = z.output<typeof jobApplicationSchema>

export const jobApplicationReceivedSchema = z.object({
  received: z.literal(true),
  /**
   * True when the same applicant (mobile, e-mail and name) applied for this job within a day:
   * nothing new is kept, and the answer holds no reference (decision 0073).
   */
  alreadyReceived: z.boolean(),
  /** The new application's reference (`K7M2Q-9XD4R`), for the applicant's questions and the dealer's records. */
  reference: z.optional(z.string()),
})
export type JobApplicationReceived = z.output<typeof jobApplicationReceivedSchema>
