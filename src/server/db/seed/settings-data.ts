/**
 * The FICTIONAL dealer "Murooj Motors" (مروج للسيارات): no such company exists. Every identifier
 * here is a placeholder in the real format that belongs to no one: the CR number (10 digits) and
 * the VAT number (15 digits, 3…3) are mostly zeros, the unified 9200 number and the +9665 mobile
 * are all zeros, and the e-mail uses the reserved `.example` domain. An admin replaces them in the
 * back office (/staff/dealer, decision 0058).
 */
import type { SocialLink } from '../schema.ts'
import { mapUrl } from './places-data.ts'
import { defaultLogo } from '../../../lib/site-settings.ts'

export const dealerData = {
  nameEn: 'Murooj Motors',
  nameAr: 'مروج للسيارات',
  taglineEn: 'Your next car is closer than you think',
  taglineAr: 'سيارتك القادمة أقرب مما تتخيل',
  logoPath: defaultLogo,
  legalNameEn: 'Murooj Motors Trading Company (fictional)',
  legalNameAr: 'شركة مروج للسيارات التجارية (اسم افتراضي)',
  crNumber: '7000000000',
  vatNumber: '300000000000003',
  phone: '9200 00000',
  whatsapp: '050 000 0000',
  email: 'info@murooj-motors.example',
  addressEn: 'Al Madinah Al Munawwarah Road',
  addressAr: 'طريق المدينة المنورة',
  streetEn: 'Al Madinah Al Munawwarah Road',
  streetAr: 'طريق المدينة المنورة',
  districtEn: 'Al Rawdah District',
  districtAr: 'حي الروضة',
  cityEn: 'Jeddah',
  cityAr: 'جدة',
  regionEn: 'Makkah Region',
  regionAr: 'منطقة مكة المكرمة',
  postcode: '23435',
  workingHoursEn: 'Showrooms: Saturday to Thursday 9:00 am – 10:30 pm, Friday 4:30 pm – 10:30 pm',
  workingHoursAr: 'المعارض: السبت إلى الخميس 9:00 صباحًا – 10:30 مساءً، الجمعة 4:30 عصرًا – 10:30 مساءً',
  mapUrl: mapUrl(21.5633, 39.172),
  socials: [
    { network: 'x', url: 'https://x.com/murooj_motors' },
    { network: 'instagram', url: 'https://www.instagram.com/muroojmotors' },
    { network: 'snapchat', url: 'https://www.snapchat.com/add/muroojmotors' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@muroojmotors' },
    { network: 'youtube', url: 'https://www.youtube.com/@muroojmotors' },
  ] satisfies SocialLink[],
}
