import { prepareTestTemplates } from '../src/server/db/testing.server.ts'

/**
 * vitest global setup: one migrated (and one seeded) database per engine for the whole run, which
 * each suite's test database copies instead of migrating and seeding its own (testing.server.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplates()
}
