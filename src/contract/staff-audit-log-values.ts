/**
 * The audit log's filter limits, without a schema library: the audit page's URL schema (zod/mini,
 * loaded with every page's route declarations) reads them, and the API contract (classic zod) too.
 */
export const auditLogLimits = { personMaxLength: 254, actionMaxLength: 80, objectMaxLength: 40, objectIdMaxLength: 100 } as const
