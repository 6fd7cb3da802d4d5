import type { Locale } from '../../../app.config'
import type { PdplExportFormat } from '../../contract/pdpl'

/** The export's download route (a plain link: the browser saves the attachment). */
export const pdplExportPath = (locale: Locale, id: string, format: PdplExportFormat) =>
  `${locale === 'en' ? '/en' : ''}/staff/download/pdpl/${encodeURIComponent(id)}.${format}`
