import { describe, expect, it } from 'vitest'
import { answerInRouteLocale } from './route-locale'

describe('a {-$locale} route\u2019s server handler', () => {
  it('answers in its path\u2019s language, and 404 under a segment that is no language', async () => {
    const answered: string[] = []
    const answer = (locale: string) => {
      answered.push(locale)
      return new Response(locale)
    }
    expect(await (await answerInRouteLocale(undefined, answer)).text()).toBe('ar')
    expect(await (await answerInRouteLocale('en', answer)).text()).toBe('en')
    const unknown = await answerInRouteLocale('fr', answer)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('Cache-Control')).toBe('no-store')
    expect(answered).toEqual(['ar', 'en'])
  })
})
