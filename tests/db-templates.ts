import { prepareTestTemplates } from '../src/server/db/testing.server.ts'

/**
 * vitest global setup: one migrated (and one seeded) database per engine for the whole run, which
 * each suite's test database copies instead of migrating and seeding its own (testing.server.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Mutation runs of modules whose tests open no database skip the seconds of migrating and
  // seeding (scripts/mutation.ts decides; a suite that opens one anyway still works, only slower).
  if (process.env.TEST_DB_TEMPLATES === 'none') return async () => {}
  return prepareTestTemplates()
}
