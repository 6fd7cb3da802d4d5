import { describe, expect, it } from 'vitest'
import { keepTimeRangesTogether, unbreakable } from './no-break'

const nbsp = '\u00a0'

describe('unbreakable', () => {
  it('joins every word of a Hijri date so its era never wraps alone', () => {
    expect(unbreakable('13 جمادى الآخرة 1448 هـ')).toBe(['13', 'جمادى', 'الآخرة', '1448', 'هـ'].join(nbsp))
    expect(unbreakable('Jumada II 13, 1448 AH')).not.toContain(' ')
  })
})

describe('keepTimeRangesTogether', () => {
  it('keeps each range of hours on one line and lets the days wrap', () => {
    const english = keepTimeRangesTogether('Showrooms: Saturday to Thursday 9:00 am – 10:30 pm, Friday 4:30 pm – 10:30 pm')
    expect(english).toBe(
      `Showrooms: Saturday to Thursday 9:00${nbsp}am${nbsp}–${nbsp}10:30${nbsp}pm, Friday 4:30${nbsp}pm${nbsp}–${nbsp}10:30${nbsp}pm`,
    )
  })

  it('does the same for Arabic hours', () => {
    const arabic = keepTimeRangesTogether('المعارض: من السبت إلى الخميس 9:00 صباحًا – 10:30 مساءً، الجمعة 4:30 مساءً – 10:30 مساءً')
    expect(arabic).toContain(`9:00${nbsp}صباحًا${nbsp}–${nbsp}10:30${nbsp}مساءً`)
    expect(arabic).toContain(`4:30${nbsp}مساءً${nbsp}–${nbsp}10:30${nbsp}مساءً`)
    expect(arabic).toContain('من السبت إلى الخميس ')
  })

  it('leaves text without a range as it is', () => {
    expect(keepTimeRangesTogether('Open every day')).toBe('Open every day')
  })
})
