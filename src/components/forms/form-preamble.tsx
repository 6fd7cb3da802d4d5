import { Trans } from '@lingui/react/macro'
import { ErrorSummary, type FormError } from '../ui/error-summary'

/**
 * The top of a form: the error summary (nothing until a submit finds errors), then what the red
 * asterisk means.
 */
export function FormPreamble({ summary }: { summary: readonly FormError[] }) {
  return (
    <>
      <ErrorSummary errors={summary} />
      <p className="text-sm text-ink-soft">
        <Trans>
          Fields marked <span className="font-bold text-danger">*</span> are required.
        </Trans>
      </p>
    </>
  )
}
