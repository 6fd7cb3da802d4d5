/**
 * The fictional dealer "Murooj Motors" (مروج للسيارات). Contact details are placeholders in the
 * Saudi formats: unified 9200 number, +9665 mobile for WhatsApp, reserved `.example` domain.
 */
import type { SocialLink } from '../schema.ts'
import { mapUrl } from './places-data.ts'

export const dealerData = {
  nameEn: 'Murooj Motors',
  nameAr: 'مروج للسيارات',
  taglineEn: 'Your next car is closer than you think',
  taglineAr: 'سيارتك القادمة أقرب مما تتخيل',
  logoPath: '/images/logo.svg',
  phone: '920000000',
  whatsapp: '+966500000000',
  email: 'info@murooj-motors.example',
  addressEn: 'Al Madinah Al Munawwarah Road, Al Rawdah District, Jeddah 23435, Saudi Arabia',
  addressAr: 'طريق المدينة المنورة، حي الروضة، جدة 23435، المملكة العربية السعودية',
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
