import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import type { StaffAccount } from '../../../contract/staff'

export type IssuedPassword = { account: StaffAccount; oneTimePassword: string }

/**
 * The one-time password just issued, shown once. It sits above the form and the list, so a reset
 * pressed in a row far down the page (or on a phone) would issue it out of sight: the notice takes
 * the focus, which scrolls it into view and has screen readers read it, and gives it back on Done.
 */
export function OneTimePasswordNotice({ issued, onDone }: { issued: IssuedPassword; onDone: () => void }) {
  const { t } = useLingui()
  const name = issued.account.name
  const notice = useRef<HTMLDivElement>(null)
  const returnTo = useRef<Element | null>(null)
  useEffect(() => {
    returnTo.current = document.activeElement
    notice.current?.focus()
  }, [issued.oneTimePassword])
  const done = () => {
    const back = returnTo.current
    onDone()
    if (back instanceof HTMLElement && back.isConnected) back.focus()
  }
  return (
    <Notice ref={notice} tone="success" title={t`One-time password for ${name}`}>
      <p>{t`Give it to them in person or by phone: it is shown only this once. Their first sign-in will ask them to choose their own password.`}</p>
      <p className="mt-2">
        <bdi dir="ltr" className="select-all rounded bg-white px-2 py-1 font-mono text-base text-ink" data-testid="one-time-password">
          {issued.oneTimePassword}
        </bdi>
      </p>
      <Button variant="link" onClick={done}>
        {t({ message: 'Done', comment: 'Staff accounts page: hides the one-time password once it has been passed on' })}
      </Button>
    </Notice>
  )
}
