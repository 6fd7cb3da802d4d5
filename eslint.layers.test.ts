import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import { featureCycle, featureDependencies } from './eslint.layers.js'

const eslint = new ESLint()

/** Whether lint refuses `import … from specifier` written in the file at `filePath`, for its layer. */
async function crossesLayer(filePath: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import * as m from '${specifier}'\nexport const used = m\n`, { filePath })
  return (result?.messages ?? []).some((message) => message.ruleId === 'layers/no-restricted-paths')
}

describe('lint: imports follow the layers (eslint.layers.js)', () => {
  it.each([
    ['re-export', `export { formatPrice } from '../../server/log'`],
    ['re-export of everything', `export * from '../../server/log'`],
    ['dynamic import', `export const load = () => import('../../server/log')`],
  ])('refuses a crossing written as a %s', async (_form, code) => {
    const [result] = await eslint.lintText(code + '\n', { filePath: 'src/components/layout/footer.tsx' })
    expect(result?.messages.map((message) => message.ruleId)).toContain('layers/no-restricted-paths')
  })

  it.each([
    ['src/lib/format.ts', '../features/site/site-settings.queries', 'lib → a feature'],
    ['src/contract/catalogue.ts', '../server/log', 'contract → server'],
    ['src/components/layout/header.tsx', '../../features/favorites/use-favorites', 'shared component → a feature'],
    ['src/components/layout/footer.tsx', '../../server/log', 'shared component → server'],
    ['src/routes/{-$locale}/market.tsx', '../../domain/catalogue', 'route → domain'],
    ['src/routes/{-$locale}/market.tsx', '../../server/db/client.server', 'route → database'],
    ['src/features/catalogue/cars.functions.ts', '../../domain/catalogue', 'feature → domain (past the client)'],
    ['src/features/catalogue/cars.functions.ts', '../../dealer-api/server-app', 'feature → the API app (past the client)'],
    ['src/features/favorites/use-favorites.ts', '../catalogue/cars.queries', 'feature → an undeclared feature'],
    ['src/features/catalogue/components/car-card.tsx', '../../content/content.queries', 'feature → an undeclared feature'],
    ['src/domain/catalogue.ts', '../dealer-api/client', 'domain → HTTP'],
    ['src/server/log.ts', '../domain/catalogue', 'server → domain'],
    ['src/dealer-api/app.ts', '../features/api-call', 'API → storefront'],
    ['src/domain/catalogue.ts', '~/dealer-api/client', 'domain → HTTP, through the alias'],
    ['src/features/catalogue/cars.functions.ts', '~/domain/catalogue', 'feature → domain, through the alias'],
    ['src/routes/{-$locale}/market.tsx', '~/server/log', 'route → server, through the alias'],
    [
      'src/features/staff-jobs/staff-jobs.functions.ts',
      '../staff-offers/staff-offers.functions',
      'a back-office feature → an undeclared one',
    ],
  ])('refuses %s importing %s (%s)', async (filePath, specifier) => {
    expect(await crossesLayer(filePath, specifier)).toBe(true)
  })

  it('refuses a file of a feature folder that eslint.layers.js does not declare', async () => {
    const [result] = await eslint.lintText('export const x = 1\n', { filePath: 'src/features/staff-undeclared/thing.ts' })
    expect(result?.messages.map((message) => message.ruleId)).toContain('layers/declared-feature')
    const [declared] = await eslint.lintText('export const x = 1\n', { filePath: 'src/features/staff-jobs/thing.ts' })
    expect(declared?.messages.map((message) => message.ruleId)).not.toContain('layers/declared-feature')
  })

  it.each([
    ['src/routes/{-$locale}/market.tsx', '../../features/catalogue/cars.queries'],
    ['src/routes/{-$locale}/market.tsx', '~/features/catalogue/cars.queries'],
    ['src/features/catalogue/cars.functions.ts', '../../dealer-api/client'],
    ['src/features/catalogue/components/car-card.tsx', '../../favorites/components/favorite-toggle'],
    ['src/features/content/components/finance-estimator.tsx', '../../catalogue/components/finance-calculator'],
    ['src/dealer-api/routes/catalogue.ts', '../../domain/catalogue'],
    ['src/domain/catalogue.ts', '../server/db/types'],
    ['src/components/layout/header.tsx', '../../lib/site-settings'],
    ['src/server.ts', './dealer-api/server-app'],
  ])('allows %s importing %s', async (filePath, specifier) => {
    expect(await crossesLayer(filePath, specifier)).toBe(false)
  })
})

describe('lint: the features use each other without a cycle (featureDependencies)', () => {
  it('declares no cycle', () => {
    expect(featureCycle(featureDependencies)).toBeNull()
  })

  it.each([
    [{ staff: ['staff-orders'], 'staff-orders': ['staff'] }, ['staff', 'staff-orders', 'staff']],
    [{ a: ['b'], b: ['c'], c: ['a'] }, ['a', 'b', 'c', 'a']],
    [{ a: ['a'] }, ['a', 'a']],
    [{ a: [], b: ['a', 'c'], c: ['d'], d: ['c'] }, ['c', 'd', 'c']],
  ])('finds the cycle in %j', (uses, cycle) => {
    expect(featureCycle(uses)).toEqual(cycle)
  })

  it('finds none where a feature is used by two others', () => {
    expect(featureCycle({ a: [], b: ['a'], c: ['a', 'b'] })).toBeNull()
  })
})
