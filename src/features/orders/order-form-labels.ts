import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LicenceStatus, PurchaseType, WorkSector } from '../../contract/orders'

export const purchaseTypeLabels: Record<PurchaseType, MessageDescriptor> = {
  cash: msg`Cash`,
  finance: msg`Bank finance`,
}

export const workSectorLabels: Record<WorkSector, MessageDescriptor> = {
  government: msg({ message: 'Government', comment: 'Work sector choice in the finance order form: employed by the government' }),
  military: msg({ message: 'Military', comment: 'Work sector choice in the finance order form: military or security services' }),
  private: msg({ message: 'Private sector', comment: 'Work sector choice in the finance order form: employed by a company' }),
  retired: msg({ message: 'Retired', comment: 'Work sector choice in the finance order form: pensioner' }),
}

export const licenceStatusLabels: Record<LicenceStatus, MessageDescriptor> = {
  valid: msg({ message: 'Valid', comment: 'Driving licence status in the finance order form: licence in force' }),
  expired: msg({ message: 'Expired', comment: 'Driving licence status in the finance order form: licence expired' }),
  none: msg({ message: 'Not available', comment: 'Driving licence status in the finance order form: the buyer has no licence' }),
}
