import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { Button } from '../../../components/ui/button'
import { renderWithRouter } from '../../../../tests/render-with-router'
import type { StaffAccount } from '../../../contract/staff'
import { OneTimePasswordNotice, type IssuedPassword } from './one-time-password-notice'

const account = { id: 'a1', name: 'Reem', email: 'reem@example.sa', role: 'editor' } as StaffAccount

/** A row's reset button far below the notice, as on the accounts page. */
function Page() {
  const [issued, setIssued] = useState<IssuedPassword | null>(null)
  return (
    <>
      {issued ? <OneTimePasswordNotice issued={issued} onDone={() => setIssued(null)} /> : null}
      <Button onClick={() => setIssued({ account, oneTimePassword: 'TSnFRN53Yvm1RQd7' })}>Reset password</Button>
    </>
  )
}

describe('OneTimePasswordNotice', () => {
  it('takes the focus when a password is issued, so it is seen and read, and gives it back on Done', async () => {
    await renderWithRouter(() => <Page />)
    const reset = screen.getByRole('button', { name: 'Reset password' })
    reset.focus()
    act(() => fireEvent.click(reset))
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent('One-time password for Reem')
    expect(notice).toHaveTextContent('TSnFRN53Yvm1RQd7')
    expect(document.activeElement).toBe(notice)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })))
    expect(screen.queryByRole('status')).toBeNull()
    expect(document.activeElement).toBe(reset)
  })
})
