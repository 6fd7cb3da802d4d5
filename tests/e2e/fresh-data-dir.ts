/**
 * `node tests/e2e/fresh-data-dir.ts <dir>`: the data directory of a suite server started from a
 * command line (playwright.config.ts's web servers), copied from the template (see data-dir.ts).
 */
import { freshDataDir, suiteTemplate } from './data-dir.ts'

const [dataDir] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: node tests/e2e/fresh-data-dir.ts <data directory>')
// Only the shared server renews an old template (suite-server.ts): renewed here after the shared
// server took its copy, the template's staff sessions (which the staff-sessions setup reads) would
// be ones the shared server does not have.
suiteTemplate()
freshDataDir(dataDir)
