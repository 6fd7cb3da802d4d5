/**
 * The demo catalogue's brands in the order the storefront lists them (roughly their share of the
 * Saudi market). Model and trim data live per origin in the sibling catalogue-*.ts files.
 */
import { chevrolet, ford, gmc } from './catalogue-american.ts'
import { changan, geely, mg } from './catalogue-chinese.ts'
import { lexus, mazda, nissan, toyota } from './catalogue-japanese.ts'
import { hyundai, kia } from './catalogue-korean.ts'
import type { BrandData } from './catalogue-types.ts'

export const catalogueBrands: readonly BrandData[] = [toyota, hyundai, kia, nissan, lexus, chevrolet, gmc, ford, mg, changan, geely, mazda]
