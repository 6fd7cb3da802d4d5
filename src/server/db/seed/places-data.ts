/**
 * Cities and branches of the FICTIONAL dealer: no such company or showrooms exist. Phone numbers
 * follow Saudi landline area codes (011 Riyadh, 012 Jeddah, 017 Abha, 014 Tabuk) but belong to no
 * one we know of; coordinates sit on the named roads.
 */
import type { CitySlug } from '../../../contract/content.ts'
import type { OpeningHours, OpeningPeriod } from '../../../lib/dealer-identity.ts'

export const cityData: ReadonlyArray<{ slug: CitySlug; en: string; ar: string }> = [
  { slug: 'jeddah', en: 'Jeddah', ar: 'جدة' },
  { slug: 'riyadh', en: 'Riyadh', ar: 'الرياض' },
  { slug: 'abha', en: 'Abha', ar: 'أبها' },
  { slug: 'tabuk', en: 'Tabuk', ar: 'تبوك' },
]

const showroomHours = {
  en: 'Saturday to Thursday 9:00 am – 12:30 pm and 4:30 pm – 10:30 pm; Friday 4:30 pm – 10:30 pm',
  ar: 'السبت إلى الخميس: 9:00 صباحًا – 12:30 ظهرًا و4:30 عصرًا – 10:30 مساءً، الجمعة: 4:30 عصرًا – 10:30 مساءً',
}

const split: OpeningPeriod[] = [
  { opens: '09:00', closes: '12:30' },
  { opens: '16:30', closes: '22:30' },
]
const evening: OpeningPeriod[] = [{ opens: '16:30', closes: '22:30' }]
const workday: OpeningPeriod[] = [{ opens: '07:30', closes: '17:30' }]

/** The same hours structured, for structured data (decision 0058). */
const showroomWeek: OpeningHours = {
  saturday: split,
  sunday: split,
  monday: split,
  tuesday: split,
  wednesday: split,
  thursday: split,
  friday: evening,
}
const serviceWeek: OpeningHours = {
  saturday: workday,
  sunday: workday,
  monday: workday,
  tuesday: workday,
  wednesday: workday,
  thursday: workday,
  friday: [],
}

const serviceHours = {
  en: 'Saturday to Thursday 7:30 am – 5:30 pm; closed on Friday',
  ar: 'السبت إلى الخميس: 7:30 صباحًا – 5:30 مساءً، الجمعة: مغلق',
}

export type BranchData = {
  city: CitySlug
  en: string
  ar: string
  /** The street line; district, city and postcode are their own fields (decision 0058). */
  addressEn: string
  addressAr: string
  districtEn: string
  districtAr: string
  postcode: string
  phone: string
  hours: { en: string; ar: string }
  week: OpeningHours
  lat: number
  lng: number
}

export const branchData: readonly BranchData[] = [
  {
    city: 'jeddah',
    en: 'Jeddah Main Showroom',
    ar: 'المعرض الرئيسي بجدة',
    addressEn: 'Al Madinah Al Munawwarah Road',
    addressAr: 'طريق المدينة المنورة',
    districtEn: 'Al Rawdah District',
    districtAr: 'حي الروضة',
    postcode: '23435',
    phone: '012 660 1200',
    hours: showroomHours,
    week: showroomWeek,
    lat: 21.5633,
    lng: 39.172,
  },
  {
    city: 'jeddah',
    en: 'Jeddah North Showroom and Service Centre',
    ar: 'معرض ومركز خدمة شمال جدة',
    addressEn: 'Prince Sultan Road',
    addressAr: 'طريق الأمير سلطان',
    districtEn: 'Al Mohammadiyah District',
    districtAr: 'حي المحمدية',
    postcode: '23617',
    phone: '012 606 4400',
    hours: serviceHours,
    week: serviceWeek,
    lat: 21.632,
    lng: 39.123,
  },
  {
    city: 'riyadh',
    en: 'Riyadh Olaya Showroom',
    ar: 'معرض العليا بالرياض',
    addressEn: 'King Fahd Road',
    addressAr: 'طريق الملك فهد',
    districtEn: 'Al Olaya District',
    districtAr: 'حي العليا',
    postcode: '12214',
    phone: '011 460 2200',
    hours: showroomHours,
    week: showroomWeek,
    lat: 24.7001,
    lng: 46.6852,
  },
  {
    city: 'riyadh',
    en: 'Riyadh Al Yasmin Showroom',
    ar: 'معرض الياسمين بالرياض',
    addressEn: 'Anas Ibn Malik Road',
    addressAr: 'طريق أنس بن مالك',
    districtEn: 'Al Yasmin District',
    districtAr: 'حي الياسمين',
    postcode: '13325',
    phone: '011 510 7700',
    hours: showroomHours,
    week: showroomWeek,
    lat: 24.8271,
    lng: 46.6402,
  },
  {
    city: 'riyadh',
    en: 'Riyadh East Service Centre',
    ar: 'مركز خدمة شرق الرياض',
    addressEn: 'Eastern Ring Road',
    addressAr: 'الطريق الدائري الشرقي',
    districtEn: 'Al Rawdah District',
    districtAr: 'حي الروضة',
    postcode: '13211',
    phone: '011 492 3300',
    hours: serviceHours,
    week: serviceWeek,
    lat: 24.7332,
    lng: 46.7721,
  },
  {
    city: 'abha',
    en: 'Abha Showroom and Service Centre',
    ar: 'معرض ومركز خدمة أبها',
    addressEn: 'King Abdulaziz Road',
    addressAr: 'طريق الملك عبدالعزيز',
    districtEn: 'Al Mansak District',
    districtAr: 'حي المنسك',
    postcode: '62521',
    phone: '017 225 6600',
    hours: showroomHours,
    week: showroomWeek,
    lat: 18.2165,
    lng: 42.5054,
  },
  {
    city: 'tabuk',
    en: 'Tabuk Showroom',
    ar: 'معرض تبوك',
    addressEn: 'Prince Fahd bin Sultan Road',
    addressAr: 'طريق الأمير فهد بن سلطان',
    districtEn: 'Al Muruj District',
    districtAr: 'حي المروج',
    postcode: '47913',
    phone: '014 421 8800',
    hours: showroomHours,
    week: showroomWeek,
    lat: 28.3839,
    lng: 36.555,
  },
]

export function mapUrl(lat: number, lng: number): string {
  return `https://maps.google.com/?q=${lat},${lng}`
}
