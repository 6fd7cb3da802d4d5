/**
 * `node tests/e2e/fresh-data-dir.ts <dir>`: the data directory of a suite server started from a
 * command line (playwright.config.ts's web servers), copied from the template (see data-dir.ts).
 */
import { freshDataDir, suiteTemplate } from './data-dir.ts'

const [dataDir] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: node tests/e2e/fresh-data-dir.ts <data directory>')
// A run starts with staff sessions at most half an hour old: an hour and a half of the two idle
// hours left for the run (data-dir.ts).
suiteTemplate({ renewOlderThanMs: 30 * 60_000 })
freshDataDir(dataDir)
