import { beforeAll, expect, it } from 'vitest'
import { maxCarPageSize, searchCarsResultSchema } from '../../contract/catalogue'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { createDealerApiApp } from '../app'
import { buildOpenApiDocument } from '../openapi'
import { catalogueRoutes } from './catalogue'

describeOnEngines('GET /cars: several pages in one request', ({ handle }) => {
  let api: ReturnType<typeof createDealerApiApp>
  beforeAll(() => {
    api = createDealerApiApp(catalogueRoutes, { database: () => Promise.resolve(handle()) })
  })

  const search = async (query: string) => {
    const answer = await api.fetch(new Request(`http://api.test/api/cars?${query}`, { headers: { 'Content-Language': 'en' } }))
    return { status: answer.status, body: (await answer.json()) as unknown }
  }
  const ids = async (query: string) => searchCarsResultSchema.parse((await search(query)).body).items.map((car) => car.id)

  it(`answers page 1 of ${maxCarPageSize} cars as the concatenation of the pages of 12 it stands for`, async () => {
    const pages = maxCarPageSize / 12
    const oneByOne: number[] = []
    for (let page = 1; page <= pages; page++) oneByOne.push(...(await ids(`sort=price-asc&page=${page}&pageSize=12`)))
    expect(await ids(`sort=price-asc&page=1&pageSize=${maxCarPageSize}`)).toEqual(oneByOne)
    expect(await ids('brands=kia&brands=toyota&page=1&pageSize=36')).toEqual([
      ...(await ids('brands=kia&brands=toyota&page=1&pageSize=12')),
      ...(await ids('brands=kia&brands=toyota&page=2&pageSize=12')),
      ...(await ids('brands=kia&brands=toyota&page=3&pageSize=12')),
    ])
  })

  it(`refuses more than ${maxCarPageSize} cars in one request with 400`, async () => {
    const refused = await search(`pageSize=${maxCarPageSize + 1}`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: { code: 'validation_failed' } })
  })
})

it('states the page-size cap and how pages combine in the OpenAPI document', () => {
  const document = buildOpenApiDocument(catalogueRoutes, { serverUrl: '/api' }) as {
    paths: Record<string, Record<string, { parameters: Array<{ name: string; schema: { maximum?: number; description?: string } }> }>>
  }
  const pageSize = document.paths['/cars']?.get?.parameters.find((parameter) => parameter.name === 'pageSize')
  expect(pageSize?.schema.maximum).toBe(maxCarPageSize)
  expect(pageSize?.schema.description).toContain(`at most ${maxCarPageSize}`)
  expect(pageSize?.schema.description).toContain('pages 1..n')
})
