import type { Answer, Question } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { breadcrumbList, jsonLdScript } from './json-ld'

describe('JSON-LD', () => {
  it('cannot be broken out of by catalogue text', () => {
    const script = jsonLdScript({ '@type': 'Car', name: '</script><script>alert(1)</script>' })
    expect(script.children).not.toContain('</script>')
    expect(JSON.parse(script.children)).toMatchObject({ '@context': 'https://schema.org', name: '</script><script>alert(1)</script>' })
  })

  it('numbers breadcrumb positions from one', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://x/' },
        { name: 'Cars', url: 'https://x/cars' },
      ]).itemListElement[1],
    ).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Cars',
      item: 'https://x/cars',
    })
  })

  it('takes schema.org typings only: a property schema.org does not have, or an untyped record, fails the type check', () => {
    // @ts-expect-error `horsepower` is not a Car property (schema.org has vehicleEngine.enginePower)
    const wrong = jsonLdScript({ '@type': 'Car', horsepower: 300 })
    const untyped: Record<string, unknown> = { '@type': 'Car', name: 'Camry' }
    // @ts-expect-error a plain record is not markup: it would let any property through
    const loose = jsonLdScript(untyped)
    // @ts-expect-error an FAQ answer is `acceptedAnswer`, and its text is `text`
    const question: Exclude<Question, string> = { '@type': 'Question', name: 'VAT?', answer: 'Included' }
    // @ts-expect-error `body` is not an Answer property
    const answer: Exclude<Answer, string> = { '@type': 'Answer', body: 'Included' }
    expect([wrong, loose, question, answer].every(Boolean)).toBe(true)
  })
})
