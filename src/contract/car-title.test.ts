import { describe, expect, it } from 'vitest'
import { carTitle, modelTitle } from './car-title'

describe('carTitle', () => {
  it('names brand, model, pattern and year', () => {
    expect(carTitle('Toyota', 'Land Cruiser', 'GXR', 2026)).toBe('Toyota Land Cruiser GXR 2026')
    expect(carTitle('تويوتا', 'لاند كروزر', 'GXR', 2026)).toBe('تويوتا لاند كروزر GXR 2026')
  })

  it('does not repeat a model its pattern already carries', () => {
    expect(carTitle('Lexus', 'ES', 'ES 250 Premier', 2026)).toBe('Lexus ES 250 Premier 2026')
    expect(carTitle('لكزس', 'LX', 'LX 600 لكجري', 2026)).toBe('لكزس LX 600 لكجري 2026')
    expect(carTitle('Lexus', 'lx', 'LX', 2025)).toBe('Lexus LX 2025')
  })

  it('keeps a model whose name only begins the pattern’s first word', () => {
    expect(carTitle('Cadillac', 'ES', 'Escalade Sport', 2026)).toBe('Cadillac ES Escalade Sport 2026')
  })

  it('does not repeat a brand its model names already carry', () => {
    expect(carTitle('Mazda', 'Mazda 3', 'Core', 2026)).toBe('Mazda 3 Core 2026')
    expect(carTitle('MG', 'MG5', 'STD', 2025)).toBe('MG5 STD 2025')
  })
})

describe('modelTitle', () => {
  it('names brand and model', () => {
    expect(modelTitle('Toyota', 'Land Cruiser')).toBe('Toyota Land Cruiser')
    expect(modelTitle('تويوتا', 'لاند كروزر')).toBe('تويوتا لاند كروزر')
    expect(modelTitle('Lexus', 'ES')).toBe('Lexus ES')
  })

  it('does not repeat a brand its model names already carry', () => {
    expect(modelTitle('Mazda', 'Mazda 3')).toBe('Mazda 3')
    expect(modelTitle('مازدا', 'مازدا 3')).toBe('مازدا 3')
    expect(modelTitle('MG', 'MG5')).toBe('MG5')
    expect(modelTitle('إم جي', 'إم جي 5')).toBe('إم جي 5')
  })
})
