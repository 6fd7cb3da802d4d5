import { describe, expect, it } from 'vitest'
import { isTrackingParameter, withoutTrackingParameters } from './tracking-parameters'

describe('tracking parameters', () => {
  it('are the campaign tags and click ids of ads, social networks and mail tools, in any case', () => {
    for (const name of [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'UTM_Source',
      'gclid',
      'GCLID',
      'fbclid',
      'msclkid',
      'ttclid',
      'sccid',
      'mc_cid',
      '_gl',
    ])
      expect(isTrackingParameter(name), name).toBe(true)
  })

  it('leave every parameter a page reads', () => {
    for (const name of ['q', 'brand', 'models', 'page', 'sort', 'id', 'color', 'rate', 'down', 'utm', 'utmost', 'gclid2', 'lang'])
      expect(isTrackingParameter(name), name).toBe(false)
  })

  it('are dropped from a parsed search, the rest kept as it was', () => {
    const search = { brand: 'toyota', utm_source: 'snap', page: 2, fbclid: 'x' }
    expect(withoutTrackingParameters(search)).toEqual({ brand: 'toyota', page: 2 })
    expect(search).toHaveProperty('utm_source', 'snap')
  })
})
