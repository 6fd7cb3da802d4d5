import { describe, expect, it } from 'vitest'
import { imageLoading, listImagePriority } from './image-priority'

describe('image priority', () => {
  it('asks first for the first picture of a list, at once for the rest in view, lazily below', () => {
    expect([0, 1, 2, 3, 4].map((index) => listImagePriority(index, 3))).toEqual(['high', true, true, false, false])
    expect(listImagePriority(0, 0)).toBe(false)
  })

  it('turns a priority into the image attributes', () => {
    expect(imageLoading('high')).toEqual({ loading: 'eager', fetchPriority: 'high' })
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: undefined })
    expect(imageLoading(false)).toEqual({ loading: 'lazy', fetchPriority: undefined })
  })
})
