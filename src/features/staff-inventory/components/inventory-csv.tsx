import { useState, type ChangeEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { buttonClass } from '../../../components/ui/button-styles'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Field } from '../../../components/ui/field'
import { FileInput } from '../../../components/ui/file-input'
import { Notice } from '../../../components/ui/notice'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { PublicError } from '../../../lib/errors'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { inventoryCsvPath } from '../../staff/inbox/staff-download-paths'
import { FormSection } from '../../staff-dealer/components/form-section'
import { importInventoryCsv } from '../inventory.functions'

/** A refusal of the import as staff read it: which line of the file, which column, and why. */
export type ImportProblem = { line: number | null; column: string | null; message: string }

/**
 * The API names a wrong cell `lines.<line>.<column>`, a line that cannot be read as a whole
 * `lines.<line>.file` (decision 0077); anything else is about the file as a whole.
 */
export function importProblems(error: unknown, fallback: string): ImportProblem[] {
  const fields = fieldErrorsOf(error)
  const problems = Object.entries(fields).flatMap(([key, messages]) => {
    const found = /^lines\.(\d+)\.(.+)$/.exec(key)
    const column = found && found[2] !== 'file' ? found[2]! : null
    return messages.map((message) => ({ line: found ? Number(found[1]) : null, column, message }))
  })
  if (problems.length > 0) return problems
  return [{ line: null, column: null, message: error instanceof PublicError ? error.message : fallback }]
}

/**
 * The inventory as a file (decision 0077): the export staff open in a spreadsheet, and the import of
 * that file back, asked first, all of it or nothing.
 */
export function InventoryCsv() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [chosen, setChosen] = useState<{ name: string; text: string; rows: number } | null>(null)
  const [problems, setProblems] = useState<ImportProblem[]>([])
  const [inputKey, setInputKey] = useState(0)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    setProblems([])
    if (!file) return
    const text = await file.text()
    // Lines after the titles that hold anything: what the dialog counts (quoted line breaks may make it a little more).
    const rows = Math.max(0, text.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1)
    setChosen({ name: file.name, text, rows })
  }

  const importFile = async () => {
    if (!chosen) return
    try {
      const result = await importInventoryCsv({ data: { locale, csv: chosen.text } })
      setChosen(null)
      setInputKey((key) => key + 1)
      const created = formatNumber(result.created, locale)
      const updated = formatNumber(result.updated, locale)
      const unchanged = formatNumber(result.unchanged, locale)
      notifySuccess(
        t({
          message: `Imported: ${created} new, ${updated} changed, ${unchanged} unchanged.`,
          comment: 'Staff inventory: toast after a CSV import; the three figures count cars',
        }),
      )
      await router.invalidate()
    } catch (error) {
      setChosen(null)
      setInputKey((key) => key + 1)
      setProblems(importProblems(error, unreachable))
    }
  }

  return (
    <FormSection title={t({ message: 'The inventory as a file', comment: 'Staff inventory: heading of the CSV export and import panel' })}>
      <div className="space-y-5">
        <p className="text-ink-soft">
          {t({
            message:
              'Download every car as CSV (UTF-8, for Excel or Google Sheets), change it, and import it back. Rows with an id change that car; rows without one add a car. If any line is wrong, nothing is imported.',
            comment: 'Staff inventory: explanation above the CSV export link and the import field',
          })}
        </p>
        {/* A plain link to the download route: the browser saves the file. */}
        <a
          href={inventoryCsvPath(locale)}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="inventory-export"
        >
          {t({ message: 'Download the inventory (CSV)', comment: 'Staff inventory: link that downloads every car as a CSV file' })}
        </a>
        <Field label={t({ message: 'Import a CSV file', comment: 'Staff inventory: label of the file field that imports the inventory' })}>
          <FileInput key={inputKey} accept=".csv,text/csv" onChange={(event) => void choose(event)} data-testid="inventory-import" />
        </Field>
        {problems.length > 0 ? (
          <Notice
            tone="error"
            title={t({
              message: 'Nothing was imported.',
              comment: 'Staff inventory: title of the notice listing what is wrong in an imported CSV',
            })}
          >
            <ul className="list-disc space-y-1 ps-5" data-testid="inventory-import-problems">
              {problems.map((problem, index) => (
                <li key={index}>
                  {problem.line !== null && problem.column !== null
                    ? t({
                        message: `Line ${problem.line}, column “${problem.column}”: ${problem.message}`,
                        comment: 'Staff inventory: one wrong line of an imported CSV; {column} is the column title as in the file',
                      })
                    : problem.line !== null
                      ? t({
                          message: `Line ${problem.line}: ${problem.message}`,
                          comment: 'Staff inventory: a line of an imported CSV that cannot be read as a whole',
                        })
                      : problem.message}
                </li>
              ))}
            </ul>
          </Notice>
        ) : null}
      </div>
      <ConfirmDialog
        open={chosen !== null}
        title={t({ message: 'Import this file?', comment: 'Staff inventory: title of the dialog that asks before importing a CSV' })}
        confirmLabel={t({ message: 'Import the file', comment: 'Staff inventory: the dialog button that imports the chosen CSV' })}
        onConfirm={importFile}
        onCancel={() => {
          setChosen(null)
          setInputKey((key) => key + 1)
        }}
      >
        <p>
          {chosen
            ? t({
                message: `Rows in “${chosen.name}”: about ${formatNumber(chosen.rows, locale)}. Their prices, texts and colours replace what the inventory holds now; each price change is kept in the car's history.`,
                comment: 'Staff inventory: what the import dialog says will happen; {0} is the file name, {1} a number of rows',
              })
            : null}
        </p>
      </ConfirmDialog>
    </FormSection>
  )
}
