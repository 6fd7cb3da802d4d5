import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StaffRole } from '../../../contract/staff'

const roleLabels = {
  admin: msg({ message: 'Administrator', comment: 'Staff role: manages everything, including staff accounts' }),
  editor: msg({ message: 'Editor', comment: 'Staff role: writes news and keeps offers and jobs up to date' }),
  sales: msg({ message: 'Sales', comment: 'Staff role: works orders, job applications, messages and subscribers' }),
} as const

export function useStaffRoleLabel(): (role: StaffRole) => string {
  const { i18n } = useLingui()
  return (role) => i18n._(roleLabels[role])
}
