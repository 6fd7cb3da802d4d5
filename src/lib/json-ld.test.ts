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
})
