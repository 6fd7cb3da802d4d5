import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'

/**
 * The search above a back-office list of published things (offers, jobs): words and one status.
 * It searches when sent (Enter or the button) and at once when the status changes; the page keeps
 * both in its address, so a reload or a shared link shows the same list.
 */
export function ContentListFilter<S extends string>({
  q,
  status,
  statuses,
  allLabel,
  searchLabel,
  onSearch,
}: {
  q: string
  status: S | undefined
  statuses: readonly { value: S; label: string }[]
  /** The choice that shows every one not deleted. */
  allLabel: string
  searchLabel: string
  onSearch: (search: { q: string; status: S | undefined }) => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState(q)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch({ q: text.trim(), status })
  }
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3" data-testid="content-list-filter">
      <Field label={searchLabel} className="min-w-0 flex-[2_1_14rem]">
        <Input type="search" name="q" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
      </Field>
      <Field
        label={t({ message: 'Status', comment: 'Back office lists (offers, jobs): label of the choice of which ones to show' })}
        className="min-w-0 flex-[1_1_10rem]"
      >
        <Select
          name="status"
          value={status ?? ''}
          onChange={(event) => onSearch({ q: text.trim(), status: (event.target.value || undefined) as S | undefined })}
        >
          <option value="">{allLabel}</option>
          {statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline">
        {t({ message: 'Search', comment: 'Back office lists (offers, jobs): button that searches the list' })}
      </Button>
    </form>
  )
}
