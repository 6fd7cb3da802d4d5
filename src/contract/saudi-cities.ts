/**
 * The Saudi cities a buyer may live in or have cars delivered to (decision 0086): the thirteen
 * regions' capitals and the other main cities, with their Arabic and English names and where
 * they are, so the branch nearest to a buyer can be proposed. Zod-free: the order forms' city
 * picker reads it in the browser. The four cities of the dealer's branches (`citySlugs`) are
 * among them under the same slugs. Slugs are stored on orders: a slug is only ever added.
 */
import type { Locale } from '../../app.config.ts'

import { saudiCitySlugs, type SaudiCitySlug } from './saudi-city-slugs.ts'

export { saudiCitySlugs, type SaudiCitySlug }

export type SaudiCity = { slug: SaudiCitySlug; ar: string; en: string; lat: number; lng: number; capital?: true }

export const saudiCities = [
  // The regions' capitals.
  { slug: 'riyadh', ar: 'الرياض', en: 'Riyadh', lat: 24.7136, lng: 46.6753, capital: true },
  { slug: 'makkah', ar: 'مكة المكرمة', en: 'Makkah', lat: 21.3891, lng: 39.8579, capital: true },
  { slug: 'madinah', ar: 'المدينة المنورة', en: 'Madinah', lat: 24.5247, lng: 39.5692, capital: true },
  { slug: 'dammam', ar: 'الدمام', en: 'Dammam', lat: 26.4207, lng: 50.0888, capital: true },
  { slug: 'buraydah', ar: 'بريدة', en: 'Buraydah', lat: 26.3592, lng: 43.9818, capital: true },
  { slug: 'abha', ar: 'أبها', en: 'Abha', lat: 18.2164, lng: 42.5053, capital: true },
  { slug: 'tabuk', ar: 'تبوك', en: 'Tabuk', lat: 28.3835, lng: 36.5662, capital: true },
  { slug: 'hail', ar: 'حائل', en: 'Hail', lat: 27.5114, lng: 41.7208, capital: true },
  { slug: 'arar', ar: 'عرعر', en: 'Arar', lat: 30.9753, lng: 41.0381, capital: true },
  { slug: 'jazan', ar: 'جازان', en: 'Jazan', lat: 16.8892, lng: 42.5511, capital: true },
  { slug: 'najran', ar: 'نجران', en: 'Najran', lat: 17.5656, lng: 44.2289, capital: true },
  { slug: 'al-bahah', ar: 'الباحة', en: 'Al Bahah', lat: 20.0129, lng: 41.4677, capital: true },
  { slug: 'sakaka', ar: 'سكاكا', en: 'Sakaka', lat: 29.9697, lng: 40.2064, capital: true },
  // Riyadh region.
  { slug: 'al-kharj', ar: 'الخرج', en: 'Al Kharj', lat: 24.1556, lng: 47.312 },
  { slug: 'al-majmaah', ar: 'المجمعة', en: "Al Majma'ah", lat: 25.9039, lng: 45.3456 },
  { slug: 'az-zulfi', ar: 'الزلفي', en: 'Az Zulfi', lat: 26.2994, lng: 44.8153 },
  { slug: 'ad-dawadmi', ar: 'الدوادمي', en: 'Ad Dawadmi', lat: 24.5077, lng: 44.3924 },
  { slug: 'al-quwayiyah', ar: 'القويعية', en: "Al Quway'iyah", lat: 24.0737, lng: 45.2806 },
  { slug: 'wadi-ad-dawasir', ar: 'وادي الدواسر', en: 'Wadi Ad Dawasir', lat: 20.4667, lng: 44.7833 },
  { slug: 'al-aflaj', ar: 'الأفلاج', en: 'Al Aflaj', lat: 22.2833, lng: 46.7333 },
  { slug: 'shaqra', ar: 'شقراء', en: 'Shaqra', lat: 25.2483, lng: 45.2528 },
  { slug: 'al-muzahimiyah', ar: 'المزاحمية', en: 'Al Muzahimiyah', lat: 24.4719, lng: 46.2628 },
  { slug: 'afif', ar: 'عفيف', en: 'Afif', lat: 23.9065, lng: 42.9172 },
  // Makkah region.
  { slug: 'jeddah', ar: 'جدة', en: 'Jeddah', lat: 21.5433, lng: 39.1728 },
  { slug: 'taif', ar: 'الطائف', en: 'Taif', lat: 21.2703, lng: 40.4158 },
  { slug: 'rabigh', ar: 'رابغ', en: 'Rabigh', lat: 22.7986, lng: 39.0349 },
  { slug: 'al-qunfudhah', ar: 'القنفذة', en: 'Al Qunfudhah', lat: 19.1264, lng: 41.0789 },
  { slug: 'al-lith', ar: 'الليث', en: 'Al Lith', lat: 20.15, lng: 40.2667 },
  { slug: 'al-khurmah', ar: 'الخرمة', en: 'Al Khurmah', lat: 21.9167, lng: 42.05 },
  { slug: 'turabah', ar: 'تربة', en: 'Turabah', lat: 21.2142, lng: 41.6331 },
  { slug: 'ranyah', ar: 'رنية', en: 'Ranyah', lat: 21.2667, lng: 42.85 },
  // Madinah region.
  { slug: 'yanbu', ar: 'ينبع', en: 'Yanbu', lat: 24.0895, lng: 38.0618 },
  { slug: 'al-ula', ar: 'العلا', en: 'AlUla', lat: 26.6167, lng: 37.9167 },
  { slug: 'badr', ar: 'بدر', en: 'Badr', lat: 23.78, lng: 38.7906 },
  { slug: 'khaybar', ar: 'خيبر', en: 'Khaybar', lat: 25.6967, lng: 39.2923 },
  // Eastern Province.
  { slug: 'khobar', ar: 'الخبر', en: 'Al Khobar', lat: 26.2172, lng: 50.1971 },
  { slug: 'dhahran', ar: 'الظهران', en: 'Dhahran', lat: 26.2361, lng: 50.0393 },
  { slug: 'qatif', ar: 'القطيف', en: 'Qatif', lat: 26.5196, lng: 50.0115 },
  { slug: 'jubail', ar: 'الجبيل', en: 'Jubail', lat: 27.0046, lng: 49.646 },
  { slug: 'al-ahsa', ar: 'الأحساء', en: 'Al Ahsa', lat: 25.3833, lng: 49.5833 },
  { slug: 'hafar-al-batin', ar: 'حفر الباطن', en: 'Hafar Al Batin', lat: 28.4342, lng: 45.9636 },
  { slug: 'abqaiq', ar: 'بقيق', en: 'Abqaiq', lat: 25.935, lng: 49.6661 },
  { slug: 'ras-tanura', ar: 'رأس تنورة', en: 'Ras Tanura', lat: 26.6442, lng: 50.159 },
  { slug: 'al-khafji', ar: 'الخفجي', en: 'Al Khafji', lat: 28.439, lng: 48.4913 },
  // Qassim region.
  { slug: 'unaizah', ar: 'عنيزة', en: 'Unaizah', lat: 26.0843, lng: 43.9935 },
  { slug: 'ar-rass', ar: 'الرس', en: 'Ar Rass', lat: 25.8694, lng: 43.4973 },
  { slug: 'al-bukayriyah', ar: 'البكيرية', en: 'Al Bukayriyah', lat: 26.1393, lng: 43.6578 },
  { slug: 'al-midhnab', ar: 'المذنب', en: 'Al Midhnab', lat: 25.8601, lng: 44.2223 },
  // Asir region.
  { slug: 'khamis-mushait', ar: 'خميس مشيط', en: 'Khamis Mushait', lat: 18.3, lng: 42.7333 },
  { slug: 'bisha', ar: 'بيشة', en: 'Bisha', lat: 20.0, lng: 42.6 },
  { slug: 'an-namas', ar: 'النماص', en: 'An Namas', lat: 19.1167, lng: 42.1333 },
  { slug: 'muhayil', ar: 'محايل عسير', en: 'Muhayil Asir', lat: 18.55, lng: 42.05 },
  { slug: 'ahad-rafidah', ar: 'أحد رفيدة', en: 'Ahad Rafidah', lat: 18.2083, lng: 42.8483 },
  { slug: 'tathlith', ar: 'تثليث', en: 'Tathlith', lat: 19.5333, lng: 43.5 },
  // Tabuk region.
  { slug: 'al-wajh', ar: 'الوجه', en: 'Al Wajh', lat: 26.2453, lng: 36.4525 },
  { slug: 'duba', ar: 'ضباء', en: 'Duba', lat: 27.351, lng: 35.6901 },
  { slug: 'umluj', ar: 'أملج', en: 'Umluj', lat: 25.0214, lng: 37.2685 },
  { slug: 'haql', ar: 'حقل', en: 'Haql', lat: 29.2884, lng: 34.9377 },
  { slug: 'tayma', ar: 'تيماء', en: 'Tayma', lat: 27.63, lng: 38.5442 },
  // Northern Borders and Al Jouf.
  { slug: 'rafha', ar: 'رفحاء', en: 'Rafha', lat: 29.6202, lng: 43.4948 },
  { slug: 'turaif', ar: 'طريف', en: 'Turaif', lat: 31.6725, lng: 38.6637 },
  { slug: 'dumat-al-jandal', ar: 'دومة الجندل', en: 'Dumat Al Jandal', lat: 29.8117, lng: 39.8683 },
  { slug: 'al-qurayyat', ar: 'القريات', en: 'Al Qurayyat', lat: 31.3317, lng: 37.3428 },
  // Jazan, Najran and Al Bahah.
  { slug: 'sabya', ar: 'صبيا', en: 'Sabya', lat: 17.1495, lng: 42.6254 },
  { slug: 'abu-arish', ar: 'أبو عريش', en: 'Abu Arish', lat: 16.9689, lng: 42.8325 },
  { slug: 'samtah', ar: 'صامطة', en: 'Samtah', lat: 16.596, lng: 42.9441 },
  { slug: 'baish', ar: 'بيش', en: 'Baish', lat: 17.3833, lng: 42.5333 },
  { slug: 'sharurah', ar: 'شرورة', en: 'Sharurah', lat: 17.4667, lng: 47.1167 },
  { slug: 'baljurashi', ar: 'بلجرشي', en: 'Baljurashi', lat: 19.8591, lng: 41.5595 },
  { slug: 'al-mikhwah', ar: 'المخواة', en: 'Al Mikhwah', lat: 19.7833, lng: 41.4333 },
] as const satisfies readonly SaudiCity[]

const bySlug = new Map<string, SaudiCity>(saudiCities.map((city) => [city.slug, city]))

export function saudiCityOf(slug: string): SaudiCity | undefined {
  return bySlug.get(slug)
}

/** The city's name in `locale`; an unknown slug (never stored, but read defensively) reads as itself. */
export function saudiCityName(slug: string, locale: Locale): string {
  return bySlug.get(slug)?.[locale] ?? slug
}

/** Both names, as the dealer's notices carry them. */
export function saudiCityNames(slug: string): { ar: string; en: string } {
  const city = bySlug.get(slug)
  return { ar: city?.ar ?? slug, en: city?.en ?? slug }
}

/** Every city named in `locale`, in that language's alphabetical order, with its name in the other. */
export function saudiCitiesByName(locale: Locale): { slug: SaudiCitySlug; name: string; otherName: string }[] {
  const other = locale === 'ar' ? 'en' : 'ar'
  const collator = new Intl.Collator(locale)
  return saudiCities
    .map((city) => ({ slug: city.slug, name: city[locale], otherName: city[other] }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
