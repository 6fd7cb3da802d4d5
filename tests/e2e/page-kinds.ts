import type { APIRequestContext } from '@playwright/test'
import { itemPaths, withPrefix } from './page-paths'

export const notFoundPath = '/no-such-page'

/**
 * One page of every kind a visitor can land on (issue 18): the fixed pages, a filtered market,
 * one car, offer and article (ids read from the dealer API), and a not-found page. The HTML
 * validity and current-page specs walk this one list.
 */
export async function pageKinds(request: APIRequestContext): Promise<string[]> {
  const [car, offer, article] = await itemPaths(request)
  const cheapest = (await (await request.get('/api/cars?pageSize=2&sort=price-asc')).json()) as { items: { id: number }[] }
  return [
    '/',
    '/market',
    '/market?brand=toyota&sort=price-asc',
    '/market?monthlyMax=2000&sort=monthly-asc',
    `/compare?ids=${cheapest.items.map((item) => item.id).join(',')}`,
    '/cars',
    car!,
    '/offers',
    offer!,
    '/news',
    article!,
    '/jobs',
    '/contact',
    '/about',
    '/services',
    '/finance',
    '/faqs',
    '/branches',
    '/policy',
    '/terms',
    notFoundPath,
  ]
}

/** Each path in Arabic (unprefixed) and in English. */
export function inBothLanguages(paths: readonly string[]): string[] {
  return paths.flatMap((path) => [path, withPrefix('/en', path)])
}

/** The server's HTML of each page (as a crawler or a validator reads it), a few at a time. */
export async function serverHtml(
  request: APIRequestContext,
  paths: readonly string[],
): Promise<Map<string, { status: number; html: string }>> {
  const pages = new Map<string, { status: number; html: string }>()
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path, { maxRedirects: 0 })
      pages.set(path, { status: response.status(), html: await response.text() })
    }
  }
  await Promise.all([worker(), worker(), worker()])
  return pages
}
