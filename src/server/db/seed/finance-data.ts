/**
 * Finance partners shown on the finance page and in the order form. Rates are indicative flat
 * annual profit rates for car finance in 2026; the bank's offer on approval is what counts.
 */
import type { FinancePartnerKind } from '../../../contract/content.ts'

export type FinancePartnerData = {
  slug: string
  kind: FinancePartnerKind
  en: string
  ar: string
  profitRatePercent: string
  maxTermMonths: number
}

export const financePartnerData: readonly FinancePartnerData[] = [
  { slug: 'al-rajhi-bank', kind: 'bank', en: 'Al Rajhi Bank', ar: 'مصرف الراجحي', profitRatePercent: '3.85', maxTermMonths: 60 },
  { slug: 'snb', kind: 'bank', en: 'Saudi National Bank', ar: 'البنك الأهلي السعودي', profitRatePercent: '3.99', maxTermMonths: 60 },
  { slug: 'riyad-bank', kind: 'bank', en: 'Riyad Bank', ar: 'بنك الرياض', profitRatePercent: '4.10', maxTermMonths: 60 },
  { slug: 'alinma-bank', kind: 'bank', en: 'Alinma Bank', ar: 'مصرف الإنماء', profitRatePercent: '3.95', maxTermMonths: 60 },
  { slug: 'bank-albilad', kind: 'bank', en: 'Bank Albilad', ar: 'بنك البلاد', profitRatePercent: '4.25', maxTermMonths: 60 },
  {
    slug: 'arab-national-bank',
    kind: 'bank',
    en: 'Arab National Bank',
    ar: 'البنك العربي الوطني',
    profitRatePercent: '4.20',
    maxTermMonths: 60,
  },
  {
    slug: 'banque-saudi-fransi',
    kind: 'bank',
    en: 'Banque Saudi Fransi',
    ar: 'البنك السعودي الفرنسي',
    profitRatePercent: '4.35',
    maxTermMonths: 60,
  },
  {
    slug: 'abdul-latif-jameel-finance',
    kind: 'finance_company',
    en: 'Abdul Latif Jameel Finance',
    ar: 'عبد اللطيف جميل للتمويل',
    profitRatePercent: '4.99',
    maxTermMonths: 60,
  },
  { slug: 'nayifat', kind: 'finance_company', en: 'Nayifat Finance', ar: 'نايفات للتمويل', profitRatePercent: '5.75', maxTermMonths: 60 },
]
