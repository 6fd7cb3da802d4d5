/**
 * Cities and branches of the fictional dealer. Phone numbers follow Saudi landline area codes
 * (011 Riyadh, 012 Jeddah, 017 Abha, 014 Tabuk); coordinates sit on the named roads.
 */
import type { CitySlug } from '../../../contract/content.ts'

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

const serviceHours = {
  en: 'Saturday to Thursday 7:30 am – 5:30 pm; closed on Friday',
  ar: 'السبت إلى الخميس: 7:30 صباحًا – 5:30 مساءً، الجمعة: مغلق',
}

export type BranchData = {
  city: CitySlug
  en: string
  ar: string
  addressEn: string
  addressAr: string
  phone: string
  hours: { en: string; ar: string }
  lat: number
  lng: number
}

export const branchData: readonly BranchData[] = [
  {
    city: 'jeddah',
    en: 'Jeddah Main Showroom',
    ar: 'المعرض الرئيسي بجدة',
    addressEn: 'Al Madinah Al Munawwarah Road, Al Rawdah District, Jeddah 23435',
    addressAr: 'طريق المدينة المنورة، حي الروضة، جدة 23435',
    phone: '012 660 1200',
    hours: showroomHours,
    lat: 21.5633,
    lng: 39.172,
  },
  {
    city: 'jeddah',
    en: 'Jeddah North Showroom and Service Centre',
    ar: 'معرض ومركز خدمة شمال جدة',
    addressEn: 'Prince Sultan Road, Al Mohammadiyah District, Jeddah 23617',
    addressAr: 'طريق الأمير سلطان، حي المحمدية، جدة 23617',
    phone: '012 606 4400',
    hours: serviceHours,
    lat: 21.632,
    lng: 39.123,
  },
  {
    city: 'riyadh',
    en: 'Riyadh Olaya Showroom',
    ar: 'معرض العليا بالرياض',
    addressEn: 'King Fahd Road, Al Olaya District, Riyadh 12214',
    addressAr: 'طريق الملك فهد، حي العليا، الرياض 12214',
    phone: '011 460 2200',
    hours: showroomHours,
    lat: 24.7001,
    lng: 46.6852,
  },
  {
    city: 'riyadh',
    en: 'Riyadh Al Yasmin Showroom',
    ar: 'معرض الياسمين بالرياض',
    addressEn: 'Anas Ibn Malik Road, Al Yasmin District, Riyadh 13325',
    addressAr: 'طريق أنس بن مالك، حي الياسمين، الرياض 13325',
    phone: '011 510 7700',
    hours: showroomHours,
    lat: 24.8271,
    lng: 46.6402,
  },
  {
    city: 'riyadh',
    en: 'Riyadh East Service Centre',
    ar: 'مركز خدمة شرق الرياض',
    addressEn: 'Eastern Ring Road, Al Rawdah District, Riyadh 13211',
    addressAr: 'الطريق الدائري الشرقي، حي الروضة، الرياض 13211',
    phone: '011 492 3300',
    hours: serviceHours,
    lat: 24.7332,
    lng: 46.7721,
  },
  {
    city: 'abha',
    en: 'Abha Showroom and Service Centre',
    ar: 'معرض ومركز خدمة أبها',
    addressEn: 'King Abdulaziz Road, Al Mansak District, Abha 62521',
    addressAr: 'طريق الملك عبدالعزيز، حي المنسك، أبها 62521',
    phone: '017 225 6600',
    hours: showroomHours,
    lat: 18.2165,
    lng: 42.5054,
  },
  {
    city: 'tabuk',
    en: 'Tabuk Showroom',
    ar: 'معرض تبوك',
    addressEn: 'Prince Fahd bin Sultan Road, Al Muruj District, Tabuk 47913',
    addressAr: 'طريق الأمير فهد بن سلطان، حي المروج، تبوك 47913',
    phone: '014 421 8800',
    hours: showroomHours,
    lat: 28.3839,
    lng: 36.555,
  },
]

export function mapUrl(lat: number, lng: number): string {
  return `https://maps.google.com/?q=${lat},${lng}`
}
