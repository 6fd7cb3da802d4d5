import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EmploymentType, FinancePartnerKind } from '../../contract/content'

/** How the content's fixed values read in each language. */
export const employmentTypeLabels: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg({ message: 'Full time', comment: 'Job type: full-time employment' }),
  part_time: msg({ message: 'Part time', comment: 'Job type: part-time employment' }),
  contract: msg({ message: 'Contract', comment: 'Job type: fixed-term contract' }),
  internship: msg({ message: 'Internship', comment: 'Job type: internship for students or graduates' }),
}

/** Headings of the finance partners, grouped by kind. */
export const financePartnerKindLabels: Record<FinancePartnerKind, MessageDescriptor> = {
  bank: msg({ message: 'Banks', comment: 'Finance page: heading of the banks among the finance partners' }),
  finance_company: msg({
    message: 'Finance companies',
    comment: 'Finance page: heading of the finance companies (not banks) among the finance partners',
  }),
}
