import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EmploymentType, FinancePartnerKind } from '../../contract/content'

/** How the content's fixed values read in each language. */
export const employmentTypeLabels: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg`Full time`,
  part_time: msg`Part time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
}

/** Headings of the finance partners, grouped by kind. */
export const financePartnerKindLabels: Record<FinancePartnerKind, MessageDescriptor> = {
  bank: msg`Banks`,
  finance_company: msg`Finance companies`,
}
