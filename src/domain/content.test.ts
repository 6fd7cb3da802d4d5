import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  articleSchema,
  branchSchema,
  citySchema,
  dealerSettingsSchema,
  faqSchema,
  financePartnerSchema,
  jobSchema,
  newsPageSchema,
  offerSchema,
  offerSummarySchema,
  sitePageSchema,
  sitePageSlugs,
} from '../contract/content.ts'
import { advertisedDownPayment, advertisedInstalment, quoteFinance } from '../lib/finance.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { offers } from '../server/db/schema.ts'
import { faqData } from '../server/db/seed/faqs-data.ts'
import { financePartnerData } from '../server/db/seed/finance-data.ts'
import { jobData } from '../server/db/seed/jobs-data.ts'
import { newsData } from '../server/db/seed/news-data.ts'
import { offerData } from '../server/db/seed/offers-data.ts'
import { branchData } from '../server/db/seed/places-data.ts'
import {
  getArticle,
  getOffer,
  liveFinanceOffersOf,
  getPage,
  getSettings,
  listBanks,
  listBranches,
  listCities,
  listFaqs,
  listJobs,
  listNews,
  listOffers,
} from './content.ts'

const demoToday = '2026-11-21'
const demoNow = new Date('2026-11-21T12:00:00Z')
const arabic = /[\u0600-\u06FF]/

const activeOffers = (day: string) =>
  offerData
    .map((offer, index) => ({ ...offer, id: index + 1 }))
    .filter((offer) => offer.startsOn <= day && day <= offer.endsOn)
    .sort((a, b) => a.endsOn.localeCompare(b.endsOn) || a.id - b.id)

describeOnEngines('content reads', ({ db }) => {
  describe('offers', () => {
    it('lists the offers valid on a day, ending soonest first', async () => {
      const offers = await listOffers(db(), { activeOn: demoToday }, 'en')
      expect(offers.map((offer) => offer.id)).toEqual(activeOffers(demoToday).map((offer) => offer.id))
      expect(offers.length).toBeGreaterThanOrEqual(6)
      expect(offers.every((offer) => offer.startsOn <= demoToday && offer.endsOn >= demoToday)).toBe(true)
      const december = await listOffers(db(), { activeOn: '2026-12-10' }, 'en')
      expect(december.map((offer) => offer.id)).toEqual(activeOffers('2026-12-10').map((offer) => offer.id))
    })

    it('counts linked cars and speaks the requested language', async () => {
      const [arabicOffer] = await listOffers(db(), { activeOn: demoToday }, 'ar')
      const [englishOffer] = await listOffers(db(), { activeOn: demoToday }, 'en')
      expect(arabicOffer?.id).toBe(englishOffer?.id)
      expect(arabicOffer?.title).toMatch(arabic)
      expect(englishOffer?.title).not.toMatch(arabic)
      expect(englishOffer?.carCount).toBe(offerData[(englishOffer?.id ?? 1) - 1]?.cars.length)
    })

    it("carries a finance offer's profit rate, a 0% offer as 0 and an offer without one as null", async () => {
      const zeroId = offerData.findIndex((offer) => offer.profitRatePercent === '0') + 1
      expect(zeroId).toBeGreaterThan(0)
      expect((await getOffer(db(), zeroId, 'en'))?.profitRatePercent).toBe(0)
      const listed = await listOffers(db(), { activeOn: demoToday }, 'ar')
      expect(listed.find((offer) => offer.id === zeroId)?.profitRatePercent).toBe(0)
      expect(listed.find((offer) => offer.id !== zeroId)?.profitRatePercent).toBeNull()
    })

    it("quotes an offer's cars per month on the offer's own rate, term and down payment, and other offers' at the advertised ones", async () => {
      const zeroId = offerData.findIndex((offer) => offer.profitRatePercent === '0') + 1
      const zeroOffer = await getOffer(db(), zeroId, 'en')
      expect(zeroOffer).toMatchObject({ profitRatePercent: 0, financeTermMonths: 12, minDownPaymentPercent: 20 })
      expect(zeroOffer?.cars.length).toBeGreaterThan(0)
      for (const car of zeroOffer?.cars ?? []) {
        // 0% for 12 months with 20% down: the financed 80% in twelve equal payments.
        expect(car.installmentFromSar).toBe(Math.round((car.priceSar - Math.round(car.priceSar * 0.2)) / 12))
      }
      // An offer that sets a rate alone keeps the advertised 60 months and 15% down.
      await db().update(offers).set({ financeTermMonths: null, minDownPaymentPercent: null }).where(eq(offers.id, zeroId))
      try {
        for (const car of (await getOffer(db(), zeroId, 'en'))?.cars ?? []) {
          expect(car.installmentFromSar).toBe(Math.round((car.priceSar - Math.round(car.priceSar * 0.15)) / 60))
        }
      } finally {
        await db().update(offers).set({ financeTermMonths: 12, minDownPaymentPercent: 20 }).where(eq(offers.id, zeroId))
      }
      const otherId = offerData.findIndex((offer) => offer.profitRatePercent === undefined && offer.cars.length > 0) + 1
      const other = await getOffer(db(), otherId, 'en')
      for (const car of other?.cars ?? []) expect(car.installmentFromSar).toBe(advertisedInstalment(car.priceSar))
    })

    it("gives each car of a running finance offer the offer as a calculator choice that reproduces the offer page's figure", async () => {
      const zeroId = offerData.findIndex((offer) => offer.profitRatePercent === '0') + 1
      const zeroOffer = await getOffer(db(), zeroId, 'ar')
      const endsOn = offerData[zeroId - 1]?.endsOn ?? ''
      for (const car of zeroOffer?.cars ?? []) {
        const [choice, ...others] = await liveFinanceOffersOf(db(), car.id, 'ar', demoToday)
        expect(others).toEqual([])
        expect(choice).toEqual({ id: zeroId, title: zeroOffer?.title, profitRatePercent: 0, termMonths: 12, downPaymentPercent: 20 })
        // The calculator on that choice: the offer's down payment, term and rate.
        const quote = quoteFinance({
          priceSar: car.priceSar,
          downPaymentSar: advertisedDownPayment(car.priceSar, (choice?.downPaymentPercent ?? 0) / 100),
          balloonSar: 0,
          termMonths: choice?.termMonths ?? 0,
          annualProfitRatePercent: choice?.profitRatePercent ?? -1,
        })
        expect(quote.ok && quote.quote.monthlySar).toBe(car.installmentFromSar)
        expect(await liveFinanceOffersOf(db(), car.id, 'ar', endsOn)).toHaveLength(1)
        // Ended, or an offer that says nothing of finance: no choice.
        expect(await liveFinanceOffersOf(db(), car.id, 'ar', '2026-12-01')).toEqual([])
      }
      const otherId = offerData.findIndex((offer) => offer.profitRatePercent === undefined && offer.cars.length > 0) + 1
      for (const car of (await getOffer(db(), otherId, 'en'))?.cars ?? []) {
        expect((await liveFinanceOffersOf(db(), car.id, 'en', demoToday)).map((offer) => offer.id)).not.toContain(otherId)
      }
    })

    it('returns one offer with its cars, even after it ended', async () => {
      const nationalDay = offerData.findIndex((offer) => offer.endsOn < demoToday) + 1
      const offer = await getOffer(db(), nationalDay, 'en')
      expect((offer?.endsOn ?? '') < demoToday).toBe(true)
      expect(offer?.cars.map((car) => car.model.slug)).toEqual(offerData[nationalDay - 1]?.cars.map((car) => car.model))
      expect(offer?.body.length).toBeGreaterThan(0)
      const camry = await getOffer(db(), 1, 'ar')
      expect(camry?.cars.map((car) => car.title)).toEqual(['تويوتا كامري LE 2026', 'تويوتا كامري SE 2026', 'تويوتا كامري GLE 2026'])
      expect(camry?.body.some((block) => block.kind === 'list')).toBe(true)
      expect(await getOffer(db(), 9999, 'en')).toBeNull()
    })
  })

  describe('news', () => {
    const published = newsData.filter((article) => new Date(article.publishedAt) <= demoNow)

    it('lists published articles newest first, page by page', async () => {
      const first = await listNews(db(), { page: 1, pageSize: 4 }, 'en', demoNow)
      expect(first.total).toBe(published.length)
      expect(first.items).toHaveLength(4)
      const all = [...first.items]
      for (let page = 2; page <= Math.ceil(first.total / 4); page++) {
        all.push(...(await listNews(db(), { page, pageSize: 4 }, 'en', demoNow)).items)
      }
      const expected = [...published].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((article) => article.slug)
      expect(all.map((article) => article.slug)).toEqual(expected)
    })

    it('shows an article dated in the future only from its date', async () => {
      const future = newsData.find((article) => new Date(article.publishedAt) > demoNow)
      expect(future).toBeDefined()
      expect(await getArticle(db(), future?.slug ?? '', 'en', demoNow)).toBeNull()
      const later = new Date(new Date(future?.publishedAt ?? 0).getTime() + 1000)
      expect((await getArticle(db(), future?.slug ?? '', 'en', later))?.slug).toBe(future?.slug)
      expect((await listNews(db(), {}, 'en', later)).total).toBe(newsData.length)
    })

    it('finds an article by slug or id, with its body as sanitised HTML', async () => {
      const bySlug = await getArticle(db(), 'riyadh-al-yasmin-branch-opening', 'ar', demoNow)
      expect(bySlug?.title).toMatch(arabic)
      // The stored format of the demo articles is Markdown: its `## ` headings are the article's h2s.
      expect(bySlug?.bodyHtml.match(/<h2>/g)).toHaveLength(2)
      expect(bySlug?.bodyHtml).not.toMatch(/<script|\son\w+=/i)
      const byId = await getArticle(db(), bySlug?.id ?? 0, 'ar', demoNow)
      expect(byId).toEqual(bySlug)
      expect(await getArticle(db(), 'no-such-article', 'ar', demoNow)).toBeNull()
    })
  })

  describe('jobs', () => {
    it('lists open positions newest first, and closed ones on request', async () => {
      const open = await listJobs(db(), {}, 'en')
      expect(open).toHaveLength(jobData.filter((job) => job.open).length)
      expect(open.map((job) => job.publishedAt)).toEqual([...open.map((job) => job.publishedAt)].sort().reverse())
      const all = await listJobs(db(), { includeClosed: true }, 'en')
      expect(all).toHaveLength(jobData.length)
    })

    it('filters by city and covers all four cities', async () => {
      const tabuk = await listJobs(db(), { city: 'tabuk' }, 'ar')
      expect(tabuk.every((job) => job.city.slug === 'tabuk' && job.city.name === 'تبوك')).toBe(true)
      expect(tabuk[0]?.requirements.every((requirement) => arabic.test(requirement))).toBe(true)
      const cities = new Set((await listJobs(db(), {}, 'en')).map((job) => job.city.slug))
      expect(cities).toEqual(new Set(['jeddah', 'riyadh', 'abha', 'tabuk']))
    })
  })

  describe('branches and cities', () => {
    it('lists branches in city order with map links', async () => {
      const branches = await listBranches(db(), {}, 'en')
      expect(branches).toHaveLength(branchData.length)
      expect([...new Set(branches.map((branch) => branch.city.slug))]).toEqual(['jeddah', 'riyadh', 'abha', 'tabuk'])
      for (const branch of branches) {
        expect(branch.mapUrl).toBe(`https://maps.google.com/?q=${branch.lat},${branch.lng}`)
        expect(branch.phone).toMatch(/^01[1-7] \d{3} \d{4}$/)
      }
      const riyadh = await listBranches(db(), { city: 'riyadh' }, 'ar')
      expect(riyadh.length).toBe(branchData.filter((branch) => branch.city === 'riyadh').length)
      expect(riyadh.every((branch) => branch.city.name === 'الرياض' && arabic.test(branch.address))).toBe(true)
    })

    it('lists the four cities', async () => {
      expect(await listCities(db(), 'ar')).toEqual([
        { slug: 'jeddah', name: 'جدة' },
        { slug: 'riyadh', name: 'الرياض' },
        { slug: 'abha', name: 'أبها' },
        { slug: 'tabuk', name: 'تبوك' },
      ])
    })
  })

  describe('the contract', () => {
    it('describes every answer exactly', async () => {
      for (const locale of ['ar', 'en'] as const) {
        z.array(offerSummarySchema).parse(await listOffers(db(), { activeOn: demoToday }, locale))
        offerSchema.parse(await getOffer(db(), 1, locale))
        newsPageSchema.parse(await listNews(db(), {}, locale, demoNow))
        articleSchema.parse(await getArticle(db(), 'toyota-camry-2026-arrives', locale, demoNow))
        z.array(jobSchema).parse(await listJobs(db(), { includeClosed: true }, locale))
        z.array(branchSchema).parse(await listBranches(db(), {}, locale))
        z.array(citySchema).parse(await listCities(db(), locale))
        z.array(financePartnerSchema).parse(await listBanks(db(), {}, locale))
        z.array(faqSchema).parse(await listFaqs(db(), locale))
        for (const slug of sitePageSlugs) sitePageSchema.parse(await getPage(db(), slug, locale))
        dealerSettingsSchema.parse(await getSettings(db(), locale))
      }
    })
  })

  describe('finance partners, FAQs, pages and settings', () => {
    it('lists banks and finance companies with numeric rates', async () => {
      const all = await listBanks(db(), {}, 'en')
      expect(all.map((partner) => partner.slug)).toEqual(financePartnerData.map((partner) => partner.slug))
      expect(all[0]).toMatchObject({ name: 'Al Rajhi Bank', kind: 'bank', profitRatePercent: 3.85, maxTermMonths: 60 })
      const companies = await listBanks(db(), { kind: 'finance_company' }, 'ar')
      expect(companies.length).toBeGreaterThan(0)
      expect(companies.every((partner) => partner.kind === 'finance_company' && arabic.test(partner.name))).toBe(true)
    })

    it('lists FAQs in order', async () => {
      const faqs = await listFaqs(db(), 'ar')
      expect(faqs).toHaveLength(faqData.length)
      expect(faqs[0]?.question).toBe(faqData[0]?.questionAr)
    })

    it('answers null for a page that does not exist', async () => {
      expect(await getPage(db(), 'careers' as (typeof sitePageSlugs)[number], 'en')).toBeNull()
    })

    it('serves every site page in both languages', async () => {
      for (const slug of sitePageSlugs) {
        const arabicPage = await getPage(db(), slug, 'ar')
        const englishPage = await getPage(db(), slug, 'en')
        expect(arabicPage?.title).toMatch(arabic)
        expect(englishPage?.title).not.toMatch(arabic)
        expect(englishPage?.body.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(3)
      }
    })

    it('returns the dealer settings', async () => {
      const english = await getSettings(db(), 'en')
      expect(english?.name).toBe('Murooj Motors')
      expect((await getSettings(db(), 'ar'))?.name).toBe('مروج للسيارات')
      expect(english?.socials.map((social) => social.network)).toEqual(['x', 'instagram', 'snapchat', 'tiktok', 'youtube'])
      expect(english?.socials.every((social) => social.url.startsWith('https://'))).toBe(true)
      // Printed as the dealer writes it; E.164 beside it for links (decision 0058).
      expect(english?.whatsappE164).toMatch(/^\+9665\d{8}$/)
    })
  })
})
