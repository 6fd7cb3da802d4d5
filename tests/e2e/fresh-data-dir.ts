/**
 * `node tests/e2e/fresh-data-dir.ts <dir>`: the data directory of a suite server started from a
 * command line (playwright.config.ts's web servers), copied from the template (see data-dir.ts).
 */
import { freshDataDir } from './data-dir.ts'

const [dataDir] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: node tests/e2e/fresh-data-dir.ts <data directory>')
freshDataDir(dataDir)
