import type { APIRequestContext } from '@playwright/test'

/*
 * The storefront's page addresses, for the browser specs (through ./fixtures) and the browserless
 * tier (tests/http) alike: a module of data only, so importing it starts nothing.
 */

/**
 * Every screen of the spec's route table, plus the screens the text catalogue implies. Pages
 * that show one item (`/car`, `/offers/offer`, `/news/article`) need its id: see itemPaths.
 */
export const pagePaths = [
  '/',
  '/about',
  '/cars',
  '/contact',
  '/jobs',
  '/market',
  '/news',
  '/news/new',
  '/offers',
  '/order-company',
  '/order-individuals',
  '/policy',
  '/services',
  '/terms',
  '/wishlist',
  '/compare',
  '/finance',
  '/faqs',
  '/branches',
  '/trade-in',
] as const

export function withPrefix(prefix: '' | '/ar' | '/en', path: string): string {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The one-item pages, with a real id or slug read from the dealer API. */
export async function itemPaths(request: APIRequestContext): Promise<string[]> {
  const cars = (await (await request.get('/api/cars?pageSize=1')).json()) as { items: { id: number }[] }
  const offers = (await (await request.get('/api/offers')).json()) as { items: { id: number }[] }
  const news = (await (await request.get('/api/news?pageSize=1')).json()) as { items: { slug: string }[] }
  return [`/car?id=${cars.items[0]!.id}`, `/offers/offer?id=${offers.items[0]!.id}`, `/news/article?slug=${news.items[0]!.slug}`]
}
