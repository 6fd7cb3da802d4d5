import { describe, expect, it } from 'vitest'
import { likeFragmentOf, maskSubject, mentionsSubject, scrubMentions } from './pdpl-mentions'

describe('what names the person of a PDPL request', () => {
  const mobile = '+966501234567'
  it('finds their mobile however the dealer wrote it', () => {
    for (const text of [
      '+966501234567',
      'to 966501234567.',
      '00966501234567',
      '0501234567',
      'mobile 050 123 4567',
      '٠٥٠١٢٣٤٥٦٧',
      '"501234567"',
    ]) {
      expect(mentionsSubject(text, mobile), text).toBe(true)
    }
  })

  it('does not take a number that only contains theirs, or differs by a digit', () => {
    for (const text of ['+9665012345678', '0501234568', '10501234567', 'code 123456'])
      expect(mentionsSubject(text, mobile), text).toBe(false)
  })

  it('finds their address in any case, not one that contains it', () => {
    const email = 'ali@example.sa'
    expect(mentionsSubject('From ALI@example.sa, today', email)).toBe(true)
    expect(mentionsSubject('<ali@example.sa>.', email)).toBe(true)
    expect(mentionsSubject('mali@example.sa', email)).toBe(false)
    expect(mentionsSubject('ali@example.sa.com', email)).toBe(false)
    expect(mentionsSubject('ali@example.saudi', email)).toBe(false)
  })

  it('replaces only the strings that name them, at any depth', () => {
    const scrubbed = scrubMentions(
      { names: ['Ali'], mobiles: ['+966501234567', '+966501234568'], n: 2, deep: { text: 'call 0501234567' } },
      mobile,
      '[erased]',
    )
    expect(scrubbed).toEqual({ names: ['Ali'], mobiles: ['[erased]', '+966501234568'], n: 2, deep: { text: '[erased]' } })
  })

  it('looks loosely in the database by a part every spelling has, with LIKE’s own characters escaped', () => {
    expect(likeFragmentOf(mobile)).toBe('%4567%')
    expect(likeFragmentOf('a_b%c@example.sa')).toBe('%a\\_b\\%c@example.sa%')
  })

  it('masks what the request log keeps after an erasure', () => {
    expect(maskSubject(mobile)).toBe('05••••••67')
    expect(maskSubject('ali@example.sa')).toBe('a•••@example.sa')
  })
})
