import type { FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, useLingui } from '@lingui/react/macro'
import type { AuditLogEntry, AuditLogPage } from '../../../contract/staff-audit-log'
import { auditLogLimits } from '../../../contract/staff-audit-log-values'
import { Button } from '../../../components/ui/button'
import { buttonClass } from '../../../components/ui/button-styles'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { formatDateTime } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { StaffList } from '../../staff/components/staff-list'
import { auditLogCsvPath, auditSearchSchema, hasAuditFilters, type AuditSearch } from '../audit-search'

/** Plain words for the actions an admin looks for most; every other action shows its code alone. */
const actionLabels: Record<string, MessageDescriptor> = {
  'staff.sign_in_failed': msg({ message: 'Failed sign-in', comment: 'Audit log: a sign-in with a wrong password or unknown address' }),
  'staff.sign_in_locked': msg({ message: 'Sign-in locked', comment: 'Audit log: failed sign-ins locked an account for a while' }),
  'staff.sign_in_locks_lifted': msg({
    message: 'Sign-in lock lifted',
    comment: 'Audit log: an admin (or a password reset) lifted an account’s sign-in locks',
  }),
  'staff.signed_in': msg({ message: 'Signed in', comment: 'Audit log: a staff member signed in' }),
  'staff.second_factor_failed': msg({
    message: 'Wrong authenticator code',
    comment: 'Audit log: a wrong code from the authenticator app (or backup code) after a right password',
  }),
  'staff.second_factor_enrolled': msg({
    message: 'Authenticator app set up',
    comment: 'Audit log: a staff member set up their second factor',
  }),
  'staff.second_factor_disabled': msg({
    message: 'Authenticator app removed',
    comment: 'Audit log: a staff member removed their own second factor',
  }),
  'staff.second_factor_reset': msg({
    message: 'Authenticator app removed by an admin',
    comment: 'Audit log: an admin removed another account’s second factor (a lost phone)',
  }),
  'staff.second_factor_backup_code_used': msg({
    message: 'Backup code used',
    comment: 'Audit log: a staff member signed in with a backup code',
  }),
  'staff.password_reset': msg({ message: 'Password reset', comment: 'Audit log: an admin gave an account a new one-time password' }),
  'order.credit_data_viewed': msg({
    message: 'Finance details viewed',
    comment: 'Audit log: a staff member opened an order showing the buyer’s finance answers (credit data)',
  }),
}

/**
 * The audit log for admins: filters (a plain GET form, so it works before the page is interactive
 * too), the rows as cards on phones and a table on wide screens, paging and the CSV of what the
 * filters find. Everything is in the URL; this component only reads it and navigates.
 */
export function AuditLogView({ search, data }: { search: AuditSearch; data: AuditLogPage }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="space-y-6">
      <AuditFilters search={search} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft" role="status" data-testid="audit-count">
          <Plural
            value={data.total}
            _0="No entries match."
            one="# entry"
            other="# entries"
            comment="Audit log: how many rows the filters found"
          />
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {hasAuditFilters(search) ? (
            <Link to="." search={{ page: 1 }} className="text-sm font-bold text-brand-700 hover:underline">
              {t({ message: 'Clear filters', comment: 'Audit log: link that removes every filter' })}
            </Link>
          ) : null}
          {/* A plain link to the download route: the browser saves the file. */}
          <a
            href={auditLogCsvPath(locale, search)}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            data-testid="audit-export"
          >
            {t({
              message: 'Export these entries (CSV)',
              comment: 'Audit log: button that downloads the rows the filters find as a spreadsheet',
            })}
          </a>
        </div>
      </div>
      <StaffList
        count={data.items.length}
        empty={t({ message: 'Nothing recorded matches these filters.', comment: 'Audit log: shown when the filters find no row' })}
        paging={data}
      >
        <ol className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="audit-entries">
          {data.items.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      </StaffList>
    </div>
  )
}

/** One row: when, who, what (in words where there are some, and its code), on which record, and what changed. */
function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const label = actionLabels[entry.action]
  const changed = details(entry)
  return (
    <li className="grid gap-x-4 gap-y-1 p-4 text-sm lg:grid-cols-[11rem_minmax(0,16rem)_minmax(0,1fr)]">
      <time dateTime={entry.at} className="text-ink-soft">
        {formatDateTime(entry.at, locale)}
      </time>
      <bdi dir="ltr" className="min-w-0 break-all text-ink lg:text-start">
        {entry.staffEmail}
      </bdi>
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          {label ? <span className="font-bold text-ink">{i18n._(label)}</span> : null}
          <code dir="ltr" className="text-xs text-ink-soft" data-testid="audit-action">
            {entry.action}
          </code>
          {entry.subjectType ? (
            <bdi dir="ltr" className="text-xs text-ink-soft">
              {entry.subjectType}
              {entry.subjectId ? ` · ${entry.subjectId}` : ''}
            </bdi>
          ) : null}
        </p>
        {changed ? (
          // Inline in a paragraph of the page's direction: it starts where the rest of the row does.
          <p className="mt-1">
            <code dir="ltr" className="break-all text-xs text-ink-soft">
              {changed}
            </code>
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** What the row recorded as changed, in one line of JSON (kept short: the CSV holds all of it). */
function details(entry: AuditLogEntry): string {
  const parts = [entry.before, entry.after].filter((part) => part !== null && part !== undefined)
  if (parts.length === 0) return ''
  const text = parts.map((part) => JSON.stringify(part)).join(' → ')
  return text.length > 240 ? `${text.slice(0, 239)}…` : text
}

function AuditFilters({ search }: { search: AuditSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const localeParam = useLocaleParam()

  // Read through the URL's own schema: what the form sends is dropped or kept exactly as a typed URL would be.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = Array.from(new FormData(event.currentTarget), ([key, value]) => [key, String(value)] as const)
    const next = auditSearchSchema.parse({ ...Object.fromEntries(entries.filter(([, value]) => value.trim() !== '')), page: 1 })
    void navigate({ to: '/{-$locale}/staff/audit', params: { locale: localeParam }, search: next })
  }

  return (
    <form
      method="get"
      onSubmit={submit}
      key={JSON.stringify(search)}
      role="search"
      aria-label={t({ message: 'Find in the audit log', comment: 'Audit log: accessible name of the filters form' })}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:gap-x-4 sm:p-6 lg:grid-cols-3"
    >
      <Field
        label={t({ message: 'Person', comment: 'Audit log: label of the filter by who acted' })}
        hint={t({ message: 'Their e-mail address, or part of it', comment: 'Audit log: hint under the person filter' })}
        className="col-span-2 lg:col-span-1"
      >
        <Input
          name="person"
          type="search"
          defaultValue={search.person ?? ''}
          dir="ltr"
          maxLength={auditLogLimits.personMaxLength}
          autoComplete="off"
        />
      </Field>
      <Field
        label={t({ message: 'Action', comment: 'Audit log: label of the filter by action' })}
        hint={t({
          message: 'For example staff.sign_in_failed, or order. for every order action',
          comment: 'Audit log: hint under the action filter',
        })}
        className="col-span-2 lg:col-span-1"
      >
        <Input
          name="action"
          type="search"
          defaultValue={search.action ?? ''}
          dir="ltr"
          maxLength={auditLogLimits.actionMaxLength}
          autoComplete="off"
        />
      </Field>
      <Field
        label={t({ message: 'Record type', comment: 'Audit log: label of the filter by the kind of record acted on' })}
        hint={t({ message: 'For example order, staff or car', comment: 'Audit log: hint under the record type filter' })}
      >
        <Input
          name="object"
          type="search"
          defaultValue={search.object ?? ''}
          dir="ltr"
          maxLength={auditLogLimits.objectMaxLength}
          autoComplete="off"
        />
      </Field>
      <Field
        label={t({ message: 'Record', comment: 'Audit log: label of the filter by the id or reference of the record acted on' })}
        hint={t({ message: 'An order reference or an id', comment: 'Audit log: hint under the record filter' })}
      >
        <Input
          name="objectId"
          type="search"
          defaultValue={search.objectId ?? ''}
          dir="ltr"
          maxLength={auditLogLimits.objectIdMaxLength}
          autoComplete="off"
        />
      </Field>
      <Field label={t({ message: 'From', comment: 'Audit log: label of the first day of the date filter' })}>
        <Input name="from" type="date" defaultValue={search.from ?? ''} />
      </Field>
      <Field label={t({ message: 'Until', comment: 'Audit log: label of the last day of the date filter' })}>
        <Input name="to" type="date" defaultValue={search.to ?? ''} />
      </Field>
      <div className="col-span-2 flex items-end lg:col-span-3 lg:justify-end">
        <Button type="submit">{t({ message: 'Show entries', comment: 'Audit log: button that applies the filters' })}</Button>
      </div>
    </form>
  )
}
