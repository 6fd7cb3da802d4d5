import { useId, useState, type FormEvent } from 'react'
import type { SubscriptionOutcome } from '../send-subscription'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale } from '../../../lib/i18n/use-locale'

const work = () => import('../send-subscription')
type OutcomeNotice = Awaited<ReturnType<typeof work>>['SubscriptionOutcomeNotice']

/**
 * The mailing-list sign-up in every page's footer and on the sign-up page (decision 0048). Light on purpose, as every page
 * carries it: its work (the schema, the server function, the answer's sentences) loads when the
 * visitor first focuses or sends it. Before the page's script runs, it is a plain form that posts to
 * the sign-up page, which answers the same way.
 */
export function SubscribeForm() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  const [state, setState] = useState<{ busy?: boolean; error?: string; shown?: { outcome: SubscriptionOutcome; Notice: OutcomeNotice } }>(
    {},
  )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.busy) return
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    setState({ busy: true })
    try {
      const loaded = await work()
      const outcome = await loaded.sendSubscription(email, { i18n, locale })
      if (outcome.sent) form.reset()
      const fieldError = !outcome.sent && outcome.field
      setState(fieldError ? { error: outcome.message } : { shown: { outcome, Notice: loaded.SubscriptionOutcomeNotice } })
      if (fieldError) form.querySelector('input')?.focus()
    } catch {
      // The form's code could not load: the plain form posts to the sign-up page instead.
      form.submit()
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 text-ink">
      <h2 id={headingId} className="text-base font-bold">
        {t({ message: 'Mailing list', comment: 'Footer heading of the newsletter sign-up form; title of the sign-up page' })}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t`Get our latest offers and news by email.`}</p>
      <form method="post" action={localizePathname('/subscription', locale)} noValidate onSubmit={submit} className="mt-4 space-y-3">
        <Field label={t({ message: 'Email', comment: 'Label of an email address field' })} error={state.error}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t({ message: 'Enter Email', comment: 'Placeholder inside an e-mail field (spec wording)' })}
            onFocus={() => void work()}
          />
        </Field>
        <Button type="submit" variant="primary" loading={state.busy} className="w-full">
          {t({ message: 'Subscribe', comment: 'Button of the newsletter sign-up form in the footer' })}
        </Button>
      </form>
      {state.shown ? <state.shown.Notice outcome={state.shown.outcome} /> : null}
    </section>
  )
}
