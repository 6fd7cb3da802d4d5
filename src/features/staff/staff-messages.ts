import { msg } from '@lingui/core/macro'

/** Texts the staff guard needs outside a component. */
export const staffMessages = {
  forbidden: msg({
    message: 'Your account does not have access to this page.',
    comment: 'Staff pages: shown (with status 403) to a signed-in staff member whose role may not open the page',
  }),
}
