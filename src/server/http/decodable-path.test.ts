import { describe, expect, it } from 'vitest'
import { isDecodablePath } from './decodable-path'

describe('isDecodablePath', () => {
  it('accepts plain and well-escaped paths', () => {
    for (const path of ['/', '/en/cars', '/news/%D8%AE%D8%A8%D8%B1', '/a%20b', '/%2F', '/%25'])
      expect(isDecodablePath(path), path).toBe(true)
  })

  it('refuses a stray or truncated escape and bytes that are not UTF-8', () => {
    for (const path of ['/%', '/%E0%A4%A', '/cars/%zz', '/%C0%AF', '/%FF', '/%ED%A0%80']) expect(isDecodablePath(path), path).toBe(false)
  })
})
