/**
 * Writes the editorial content: places, finance partners, FAQs, pages, the dealer's details,
 * news, jobs and offers (linked to demo cars).
 */
import { banks, branches, cities, dealerSettings, faqs, jobs, newsArticles, offerCars, offers, sitePages } from '../schema.ts'
import type { Db } from '../types.ts'
import { bodyImagePath, defaultModelYear, type CarRecord } from './build-cars.ts'
import { faqData } from './faqs-data.ts'
import { financePartnerData } from './finance-data.ts'
import { jobData } from './jobs-data.ts'
import { newsData } from './news-data.ts'
import { offerData, type CarRef } from './offers-data.ts'
import { pageData } from './pages-data.ts'
import { branchData, cityData, mapUrl } from './places-data.ts'
import { dealerData } from './settings-data.ts'
import type { DemoCalendar } from './demo-calendar.ts'

const illustrationAlt = {
  en: 'Illustration of a car, side view',
  ar: 'رسم توضيحي لسيارة، منظر جانبي',
}

export async function insertPlacesAndPartners(db: Db): Promise<void> {
  await db.insert(cities).values(cityData.map((city, index) => ({ slug: city.slug, nameAr: city.ar, nameEn: city.en, sort: index })))
  await db.insert(branches).values(
    branchData.map((branch, index) => ({
      citySlug: branch.city,
      nameAr: branch.ar,
      nameEn: branch.en,
      addressAr: branch.addressAr,
      addressEn: branch.addressEn,
      districtAr: branch.districtAr,
      districtEn: branch.districtEn,
      postcode: branch.postcode,
      phone: branch.phone,
      workingHoursAr: branch.hours.ar,
      workingHoursEn: branch.hours.en,
      openingHours: branch.week,
      mapUrl: mapUrl(branch.lat, branch.lng),
      lat: branch.lat,
      lng: branch.lng,
      sort: index,
    })),
  )
  await db.insert(banks).values(
    financePartnerData.map((partner, index) => ({
      slug: partner.slug,
      kind: partner.kind,
      nameAr: partner.ar,
      nameEn: partner.en,
      profitRatePercent: partner.profitRatePercent,
      maxTermMonths: partner.maxTermMonths,
      sort: index,
    })),
  )
  await db.insert(faqs).values(faqData.map((faq, index) => ({ ...faq, sort: index })))
  await db
    .insert(sitePages)
    .values(
      pageData.map((page) => ({ slug: page.slug, titleAr: page.titleAr, titleEn: page.titleEn, bodyAr: page.bodyAr, bodyEn: page.bodyEn })),
    )
  await db.insert(dealerSettings).values({ id: 1, ...dealerData })
}

export async function insertNewsAndJobs(db: Db, calendar: DemoCalendar): Promise<void> {
  await db.insert(newsArticles).values(
    newsData.map((article) => ({
      slug: article.slug,
      titleAr: article.titleAr,
      titleEn: article.titleEn,
      summaryAr: article.summaryAr,
      summaryEn: article.summaryEn,
      bodyAr: article.bodyAr,
      bodyEn: article.bodyEn,
      imagePath: article.image ? bodyImagePath(article.image) : null,
      imageAltAr: article.image ? illustrationAlt.ar : null,
      imageAltEn: article.image ? illustrationAlt.en : null,
      publishedAt: calendar.instant(article.publishedAt),
    })),
  )
  await db.insert(jobs).values(
    jobData.map((job) => ({
      citySlug: job.city,
      titleAr: job.titleAr,
      titleEn: job.titleEn,
      descriptionAr: job.descriptionAr,
      descriptionEn: job.descriptionEn,
      requirements: job.requirements,
      employmentType: job.employmentType,
      publishedAt: calendar.instant(job.publishedAt),
      open: job.open,
    })),
  )
}

export async function insertOffers(
  db: Db,
  records: readonly CarRecord[],
  carIds: readonly number[],
  calendar: DemoCalendar,
): Promise<void> {
  const key = (model: string, trim: string, year: number) => `${model}|${trim}|${year}`
  const idByKey = new Map<string, number>()
  // The first record of a trim and year is the demo car; synthetic variations come after it.
  for (const [index, record] of records.entries()) {
    const id = carIds[index]
    const recordKey = key(record.modelSlug, record.car.trimEn, record.car.year)
    if (id !== undefined && !idByKey.has(recordKey)) idByKey.set(recordKey, id)
  }
  const resolve = (ref: CarRef): number => {
    const id = idByKey.get(key(ref.model, ref.trim, ref.year ?? defaultModelYear))
    if (id === undefined) throw new Error(`Offer names an unknown car: ${ref.model} ${ref.trim} ${ref.year ?? defaultModelYear}`)
    return id
  }

  for (const [index, offer] of offerData.entries()) {
    const [inserted] = await db
      .insert(offers)
      .values({
        titleAr: offer.titleAr,
        titleEn: offer.titleEn,
        summaryAr: offer.summaryAr,
        summaryEn: offer.summaryEn,
        bodyAr: offer.bodyAr,
        bodyEn: offer.bodyEn,
        startsOn: calendar.day(offer.startsOn),
        endsOn: calendar.day(offer.endsOn),
        imagePath: bodyImagePath(offer.image),
        imageAltAr: illustrationAlt.ar,
        imageAltEn: illustrationAlt.en,
        profitRatePercent: offer.profitRatePercent ?? null,
        financeTermMonths: offer.financeTermMonths ?? null,
        minDownPaymentPercent: offer.minDownPaymentPercent ?? null,
        sort: index,
      })
      .returning({ id: offers.id })
    if (!inserted) throw new Error('Offer insert returned no row')
    await db.insert(offerCars).values(offer.cars.map((ref, sort) => ({ offerId: inserted.id, carId: resolve(ref), sort })))
  }
}
