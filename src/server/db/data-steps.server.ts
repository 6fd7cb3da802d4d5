/**
 * Data steps: rewrites of stored data whose rule lives in the app's code, so a SQL migration
 * cannot make them (decision 0067). They run at every start right after the migrations, each at
 * most once per version: a step's version row is locked, checked and raised in the transaction
 * that does its work, so processes starting together on one PostgreSQL database wait for each
 * other and the later ones find the work done, and a failed step leaves its old version to retry.
 */
import { eq, sql } from 'drizzle-orm'
import { carSearchText, searchTextRuleVersion } from './car-search-text.ts'
import { brands, cars, dataSteps, models } from './schema.ts'
import type { Db } from './types.ts'

export type DataStep = {
  name: string
  version: number
  run(tx: Db): Promise<void>
}

/** Every car's search text as the current rule writes it (the seed is the only other writer). */
export const searchTextStep: DataStep = {
  name: 'cars.search_text',
  version: searchTextRuleVersion,
  async run(tx) {
    const rows = await tx
      .select({
        id: cars.id,
        searchText: cars.searchText,
        brandEn: brands.nameEn,
        brandAr: brands.nameAr,
        modelEn: models.nameEn,
        modelAr: models.nameAr,
        trimEn: cars.trimEn,
        trimAr: cars.trimAr,
        year: cars.year,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
    for (const row of rows) {
      const current = carSearchText(row)
      if (current !== row.searchText) await tx.update(cars).set({ searchText: current }).where(eq(cars.id, row.id))
    }
  },
}

export const dataStepList: readonly DataStep[] = [searchTextStep]

/** Runs each step whose recorded version is below its own; answers the names of those it ran. */
export async function runDataSteps(db: Db, steps: readonly DataStep[] = dataStepList): Promise<string[]> {
  const ran: string[] = []
  for (const step of steps) {
    const didRun = await db.transaction(async (tx) => {
      // Version 0 is "never run"; the row exists from here on so that it can be locked.
      await tx.insert(dataSteps).values({ name: step.name, version: 0 }).onConflictDoNothing()
      const [row] = await tx.select({ version: dataSteps.version }).from(dataSteps).where(eq(dataSteps.name, step.name)).for('update')
      if ((row?.version ?? 0) >= step.version) return false
      await step.run(tx)
      await tx
        .update(dataSteps)
        .set({ version: step.version, doneAt: sql`now()` })
        .where(eq(dataSteps.name, step.name))
      return true
    })
    if (didRun) ran.push(step.name)
  }
  return ran
}
