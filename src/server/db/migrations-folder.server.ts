/**
 * Where drizzle-kit's SQL migrations live at run time. From source (scripts, tests, dev server)
 * the folder sits three levels above this file; a production bundle moves this code into
 * dist/, so there the project root, the server's working directory, is asked instead.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const journal = 'meta/_journal.json'

export function migrationsFolder(): string {
  const candidates = [fileURLToPath(new URL('../../../drizzle', import.meta.url)), resolve(process.cwd(), 'drizzle')]
  const found = candidates.find((folder) => existsSync(resolve(folder, journal)))
  if (!found) throw new Error(`No drizzle migrations (${journal}) in ${candidates.join(' or ')}`)
  return found
}
