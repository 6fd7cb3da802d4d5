import { describe, expect, it } from 'vitest'
import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { searchCarsInputSchema } from '../../contract/catalogue.ts'
import { carSearchQueries } from '../../domain/car-search.ts'
import { describeOnEngines } from './describe-on-engines.ts'
import * as schema from './schema.ts'

const tables: PgTable[] = Object.values(schema).flatMap((value: unknown) => (is(value, PgTable) ? [value] : []))

describe('descending index columns', () => {
  it('list nulls first, as `desc()` in a query does, so the index can give that order', () => {
    // A query's `desc(column)` is PostgreSQL's DESC NULLS FIRST; an index column built DESC NULLS
    // LAST (drizzle's default for `.desc()`) cannot give that order even when the column is never
    // null, and the market's newest-first page sorted all 10,000 cars for each request.
    const mismatched = tables.flatMap((table) => {
      const { name, indexes } = getTableConfig(table)
      return indexes.flatMap((index) =>
        index.config.columns
          .filter((column) => 'indexConfig' in column && column.indexConfig?.order === 'desc' && column.indexConfig.nulls !== 'first')
          .map((column) => `${name}.${index.config.name} (${'name' in column ? column.name : 'expression'})`),
      )
    })
    expect(tables.length).toBeGreaterThan(20)
    expect(mismatched).toEqual([])
  })
})

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Sort Key'?: string[]; Plans?: PlanNode[] }
type ExplainRow = { 'QUERY PLAN': [{ Plan: PlanNode }] | string }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

describeOnEngines('sorted car searches', ({ db }) => {
  it('read the newest cars from their index in order, without sorting the catalogue', async () => {
    const { page } = carSearchQueries(db(), searchCarsInputSchema.parse({ sort: 'newest', fuel: ['petrol'], priceMax: 400_000 }), 'en')
    const plan = await db().transaction(async (tx) => {
      // Sorting made the planner's last resort: an index that gives the order is then always taken.
      await tx.execute(sql`set local enable_sort = off`)
      // PGlite answers { rows }, postgres.js the rows themselves.
      const answer: unknown = await tx.execute(sql`explain (format json) ${page}`)
      const rows = (typeof answer === 'object' && answer !== null && 'rows' in answer ? answer.rows : answer) as ExplainRow[]
      const cell = rows[0]!['QUERY PLAN']
      return (typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : cell)[0].Plan
    })
    const nodes = nodesOf(plan)
    expect(nodes.some((node) => node['Index Name'] === 'cars_newest_idx')).toBe(true)
    expect(nodes.filter((node) => node['Sort Key']?.some((key) => key.includes('created_at')))).toEqual([])
  })
})
