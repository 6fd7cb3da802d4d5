import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { JobApplicationReceived } from '../../../contract/job-applications'
import { JobApplicationForm } from './job-application-form'

/**
 * "Apply" on an open position: opens the application form in a dialog; once sent, the dialog says
 * so with the application's reference.
 */
export function ApplyForJob({ job }: { job: { id: number; title: string } }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [received, setReceived] = useState<JobApplicationReceived | null>(null)
  // Before hydration the button has no handler: a tap then would silently do nothing.
  const hydrated = useHydrated()
  const title = job.title
  // Sending replaces the form (and its focused button) with the news: focus moves to it, so it is
  // read out and the keyboard stays in the dialog, as an order's confirmation does.
  const sentNotice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (received) sentNotice.current?.focus()
  }, [received])
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} disabled={!hydrated} aria-haspopup="dialog" className="w-full sm:w-auto">
        {t({ message: 'Apply now', comment: 'Jobs page: button on an open position that opens the application form' })}
        <span className="sr-only">: {title}</span>
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
          setReceived(null)
        }}
        title={t({ message: `Apply for: ${title}`, comment: 'Apply dialog: its heading, with the title of the position' })}
      >
        {received ? (
          <div className="space-y-5">
            {received.reference === undefined ? (
              // The same applicant sent this job an application within a day: nothing new was kept,
              // and the first one's reference is not repeated (decision 0073).
              <Notice
                ref={sentNotice}
                tone="success"
                title={t({
                  message: 'We already have your application for this position.',
                  comment: 'Apply dialog: the same person applied for the same job again within a day',
                })}
              >
                <p>
                  {t({
                    message:
                      'It arrived within the last day, so there is no need to send it again. Our team will contact you if your profile matches the position.',
                    comment: 'Apply dialog: below "We already have your application for this position."',
                  })}
                </p>
              </Notice>
            ) : (
              <Notice ref={sentNotice} tone="success" title={t`Your application has been sent successfully.`}>
                <p>
                  {t`Our team will review your CV and contact you if your profile matches the position.`}{' '}
                  {t({ message: 'Your reference:', comment: 'Apply dialog: before the reference of a sent application' })}{' '}
                  <ReferenceCode className="font-bold text-ink" data-testid="application-reference">
                    {received.reference}
                  </ReferenceCode>
                </p>
              </Notice>
            )}
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t({ message: 'Close', comment: 'Apply dialog: button closing the dialog after the application was sent' })}
            </Button>
          </div>
        ) : (
          <JobApplicationForm jobId={job.id} onSent={setReceived} />
        )}
      </Dialog>
    </>
  )
}
