import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LicenceStatus, PurchaseType, WorkSector } from '../../contract/orders'

export const purchaseTypeLabels: Record<PurchaseType, MessageDescriptor> = {
  cash: msg`Cash`,
  finance: msg`Bank finance`,
}

export const workSectorLabels: Record<WorkSector, MessageDescriptor> = {
  government: msg`Government`,
  military: msg`Military`,
  private: msg`Private sector`,
  retired: msg`Retired`,
}

export const licenceStatusLabels: Record<LicenceStatus, MessageDescriptor> = {
  valid: msg`Valid`,
  expired: msg`Expired`,
  none: msg`Not available`,
}
