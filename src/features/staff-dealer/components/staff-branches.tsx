import { useState } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import type { City } from '../../../contract/content'
import type { StaffBranch } from '../../../contract/staff-dealer'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { DeletedNote, restorableUntil, useListAction } from '../../staff/components/content-status'
import { changeBranch } from '../staff-dealer.functions'
import { BranchEditForm } from './branch-edit-form'
import { SpecialHoursEditor } from './special-hours-editor'

/**
 * Every branch: its form, its special hours and its removal (asked first, restorable for 30 days);
 * a new branch's form; and the removed branches, each with its restore (decisions 0058, 0076, 0079).
 */
export function StaffBranches({ branches, cities }: { branches: StaffBranch[]; cities: City[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<StaffBranch | null>(null)
  const { busy, failure, run } = useListAction()
  const nameOf = (branch: StaffBranch) => (locale === 'en' ? branch.edit.nameEn : branch.edit.nameAr)
  const removingName = removing ? nameOf(removing) : ''
  const until = restorableUntil(locale)
  const live = branches.filter((branch) => !branch.deletedAt)
  const removed = branches.filter((branch) => branch.deletedAt)

  const change = (branch: StaffBranch, action: 'delete' | 'restore') =>
    run(`${action}:${branch.id}`, async () => {
      await changeBranch({ data: { locale, id: branch.id, action } })
      const name = nameOf(branch)
      notifySuccess(
        action === 'delete'
          ? t({
              message: `“${name}” is removed from the site. You can restore it below.`,
              comment: 'Staff dealer settings: toast after removing a branch; {name} is its name',
            })
          : t({ message: `“${name}” is back on the site.`, comment: 'Staff dealer settings: toast after restoring a branch' }),
      )
      await router.invalidate()
    })

  return (
    <section aria-labelledby="staff-branches-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="staff-branches-title" className="text-xl font-bold text-ink">
          {t({ message: 'Branches', comment: 'Staff dealer settings: heading above the forms of every branch' })}
        </h2>
        <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          {t({ message: 'New branch', comment: 'Staff dealer settings: button that opens the form for a new branch' })}
        </Button>
      </div>
      {failure ? <FormFailureNotice message={failure} /> : null}
      {adding ? <BranchEditForm cities={cities} onCreated={() => setAdding(false)} /> : null}
      {live.map((branch) => (
        <div key={branch.id} className="space-y-4">
          <BranchEditForm branch={branch} />
          <div className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
            <SpecialHoursEditor branch={branch} />
            <div className="border-t border-line pt-4">
              <Button size="sm" variant="outline" disabled={!hydrated} onClick={() => setRemoving(branch)}>
                {t({ message: 'Remove branch', comment: 'Staff dealer settings: button that asks before removing a branch from the site' })}
                <span className="sr-only">{` – ${nameOf(branch)}`}</span>
              </Button>
            </div>
          </div>
        </div>
      ))}
      {removed.length > 0 ? (
        <section aria-labelledby="removed-branches-title" className="space-y-3">
          <h3 id="removed-branches-title" className="text-lg font-bold text-ink">
            {t({ message: 'Removed branches', comment: 'Staff dealer settings: heading of the branches removed from the site' })}
          </h3>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
            {removed.map((branch) => (
              <li key={branch.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="removed-branch">
                <div className="min-w-0">
                  <p className="font-bold text-ink">{`${nameOf(branch)} · ${branch.city}`}</p>
                  {branch.deletedAt && branch.purgesOn ? <DeletedNote deletedAt={branch.deletedAt} purgesOn={branch.purgesOn} /> : null}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!hydrated}
                  loading={busy === `restore:${branch.id}`}
                  onClick={() => void change(branch, 'restore')}
                >
                  {t({ message: 'Restore', comment: 'Staff lists (offers, jobs, branches): button that brings a deleted item back' })}
                  <span className="sr-only">{` – ${nameOf(branch)}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t({
          message: 'Remove this branch?',
          comment: 'Staff dealer settings: title of the dialog that asks before removing a branch',
        })}
        confirmLabel={t({ message: 'Remove the branch', comment: 'Staff dealer settings: the dialog’s button that removes the branch' })}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await change(removing, 'delete')
          setRemoving(null)
        }}
      >
        <p>
          {t({
            message: `“${removingName}” leaves the branches and contact pages at once. You can restore it, with its hours, until ${until}; after that it is deleted for good.`,
            comment: 'Staff dealer settings: what removing a branch does; {until} is the last day it can be restored',
          })}
        </p>
      </ConfirmDialog>
    </section>
  )
}
