/**
 * Offers as they stood on the demo's "today", 2026-11-21: most running, one upcoming, one expired,
 * so the storefront's "current offers" filter has something to do. The seed moves every date to
 * the day it runs (demo-calendar.ts), so the texts name no day that moves. Cars are named by
 * model slug, trim and year and resolved to ids at seeding.
 */
import type { BodyType } from '../../../contract/catalogue.ts'

export type CarRef = { model: string; trim: string; year?: number }

export type OfferData = {
  titleEn: string
  titleAr: string
  summaryEn: string
  summaryAr: string
  bodyEn: string
  bodyAr: string
  startsOn: string
  endsOn: string
  /** The body type whose picture illustrates the offer. */
  image: BodyType
  /** A finance offer's flat annual profit rate, as text (numeric column); "0" is a 0% offer. */
  profitRatePercent?: string
  /** A finance offer's term and least down payment (percent), as its text states them. */
  financeTermMonths?: number
  minDownPaymentPercent?: number
  cars: readonly CarRef[]
}

export const offerData: readonly OfferData[] = [
  {
    titleEn: 'White Friday: the new Camry Hybrid at a special price',
    titleAr: 'الجمعة البيضاء: كامري الهجينة الجديدة بسعر خاص',
    summaryEn: 'Save up to 7,500 riyals on the 2026 Camry Hybrid, with free window tinting and the first service on us.',
    summaryAr: 'وفّر حتى 7,500 ريال على كامري الهجينة 2026، مع تظليل مجاني وأول صيانة علينا.',
    bodyEn: `For White Friday we are offering the all-new 2026 Toyota Camry Hybrid at special prices across the LE, SE and GLE trims.

- Savings of up to 7,500 riyals on the published price.
- Free heat-rejecting window tint.
- The first periodic service free of charge.

Prices include VAT. The offer is valid at all our branches while stock lasts.`,
    bodyAr: `بمناسبة الجمعة البيضاء نقدّم تويوتا كامري الهجينة الجديدة كليًا موديل 2026 بأسعار خاصة على فئات LE وSE وGLE.

- توفير يصل إلى 7,500 ريال على السعر المعلن.
- تظليل حراري مجاني للنوافذ.
- أول صيانة دورية مجانًا.

الأسعار شاملة ضريبة القيمة المضافة، والعرض سارٍ في جميع فروعنا حتى نفاد الكمية.`,
    startsOn: '2026-11-15',
    endsOn: '2026-12-05',
    image: 'sedan',
    cars: [
      { model: 'camry', trim: 'LE' },
      { model: 'camry', trim: 'SE' },
      { model: 'camry', trim: 'GLE' },
    ],
  },
  {
    titleEn: '0% profit for 12 months on Accent and Elantra',
    titleAr: 'تمويل بنسبة ربح 0% لمدة 12 شهرًا على أكسنت وإلنترا',
    summaryEn: 'Drive a new Hyundai Accent or Elantra with zero profit rate over 12 months through our partner banks.',
    summaryAr: 'امتلك هيونداي أكسنت أو إلنترا الجديدة بنسبة ربح صفر لمدة 12 شهرًا عبر البنوك الشريكة.',
    bodyEn: `Finance a new Hyundai Accent or Elantra over 12 months with a 0% profit rate, or choose up to 60 months at a reduced rate.

- A minimum down payment of 20%.
- Available to Saudi nationals and residents, subject to bank approval.
- Administrative fees of up to 1% of the financed amount, capped at 5,000 riyals.`,
    bodyAr: `موّل سيارة هيونداي أكسنت أو إلنترا الجديدة على 12 شهرًا بنسبة ربح 0%، أو اختر مدة تصل إلى 60 شهرًا بنسبة مخفضة.

- دفعة أولى لا تقل عن 20%.
- متاح للمواطنين والمقيمين وفق موافقة جهة التمويل.
- رسوم إدارية تصل إلى 1% من مبلغ التمويل وبحد أقصى 5,000 ريال.`,
    startsOn: '2026-11-01',
    endsOn: '2026-11-30',
    image: 'sedan',
    profitRatePercent: '0',
    financeTermMonths: 12,
    minDownPaymentPercent: 20,
    cars: [
      { model: 'accent', trim: 'Smart' },
      { model: 'accent', trim: 'Smart Plus' },
      { model: 'elantra', trim: 'Smart' },
      { model: 'elantra', trim: 'Premium' },
    ],
  },
  {
    titleEn: 'Three years of free service with Land Cruiser and Prado',
    titleAr: 'صيانة مجانية لثلاث سنوات مع لاند كروزر وبرادو',
    summaryEn: 'Buy a Land Cruiser or Prado this season and get three years or 60,000 km of scheduled service free.',
    summaryAr: 'اشترِ لاند كروزر أو برادو هذا الموسم واحصل على صيانة دورية مجانية لمدة ثلاث سنوات أو 60,000 كم.',
    bodyEn: `Ready for the camping season? Every new Land Cruiser and Prado bought during the offer comes with a free service package.

- Scheduled maintenance for three years or 60,000 km, whichever comes first.
- Genuine parts and oil at any of our service centres.
- A free pre-trip inspection before every desert outing.`,
    bodyAr: `هل أنت مستعد لموسم الكشتات؟ كل لاند كروزر وبرادو جديدة تُشترى خلال فترة العرض تأتي مع باقة صيانة مجانية.

- صيانة دورية لمدة ثلاث سنوات أو 60,000 كم أيهما أسبق.
- قطع غيار وزيوت أصلية في أي من مراكز الخدمة لدينا.
- فحص مجاني قبل كل رحلة برية.`,
    startsOn: '2026-11-10',
    endsOn: '2026-12-31',
    image: 'suv',
    cars: [
      { model: 'land-cruiser', trim: 'GX-R Twin Turbo' },
      { model: 'land-cruiser', trim: 'VX-R' },
      { model: 'prado', trim: 'TX' },
      { model: 'prado', trim: 'TXL' },
      { model: 'prado', trim: 'VX' },
    ],
  },
  {
    titleEn: 'Family SUVs: your first instalment is on us',
    titleAr: 'سيارات العائلة: القسط الأول علينا',
    summaryEn: 'Finance a seven-seat Sorento, Santa Fe or X-Trail and we pay your first monthly instalment.',
    summaryAr: 'موّل سورينتو أو سنتافي أو إكس تريل بسبعة مقاعد ونتحمل عنك القسط الشهري الأول.',
    bodyEn: `Room for everyone, and one month less to pay. When you finance one of these seven-seat SUVs through a partner bank, Murooj Motors pays your first instalment.

The amount is transferred to the financing bank on delivery. The offer applies to finance contracts of 24 months or more.`,
    bodyAr: `مكان للجميع وقسط أقل بشهر كامل. عند تمويل إحدى سيارات SUV ذات المقاعد السبعة عبر أحد البنوك الشريكة، تتحمل مروج للسيارات القسط الأول عنك.

يُحوَّل المبلغ إلى جهة التمويل عند التسليم، ويسري العرض على عقود التمويل لمدة 24 شهرًا فأكثر.`,
    startsOn: '2026-11-20',
    endsOn: '2026-12-20',
    image: 'suv',
    cars: [
      { model: 'sorento', trim: 'LX 2.5' },
      { model: 'sorento', trim: 'EX 3.5 V6 AWD' },
      { model: 'santa-fe', trim: 'Smart 2.5' },
      { model: 'x-trail', trim: 'S 2WD' },
      { model: 'x-trail', trim: 'SV 4WD' },
    ],
  },
  {
    titleEn: 'Year-end clearance on MG',
    titleAr: 'تصفية نهاية العام على إم جي',
    summaryEn: 'MG5 and ZS at competitive prices with free registration and plates.',
    summaryAr: 'إم جي 5 وZS بأسعار تنافسية مع تسجيل ولوحات مجانًا.',
    bodyEn: `Close the year with a new MG. Selected MG5 and ZS trims are available at competitive prices, and we cover registration and plate fees.

Prices include VAT and apply while stock lasts.`,
    bodyAr: `اختم العام بسيارة إم جي جديدة، فئات مختارة من إم جي 5 وZS متوفرة بأسعار تنافسية، ونتحمل عنك رسوم التسجيل واللوحات.

الأسعار شاملة ضريبة القيمة المضافة وسارية حتى نفاد الكمية.`,
    startsOn: '2026-11-15',
    endsOn: '2026-12-31',
    image: 'crossover',
    cars: [
      { model: 'mg5', trim: 'STD' },
      { model: 'mg5', trim: 'COM' },
      { model: 'zs', trim: 'STD' },
      { model: 'zs', trim: 'LUX' },
    ],
  },
  {
    titleEn: 'Electric week: a free home charger',
    titleAr: 'أسبوع السيارات الكهربائية: شاحن منزلي مجانًا',
    summaryEn: 'Buy an MG4 Electric or Kia EV6 and get a 7 kW wall charger installed at home free of charge.',
    summaryAr: 'اشترِ إم جي 4 الكهربائية أو كيا EV6 واحصل على شاحن جداري بقدرة 7 كيلوواط مع التركيب في منزلك مجانًا.',
    bodyEn: `Going electric has never been easier. During electric week every MG4 Electric and Kia EV6 comes with a 7 kW home wall charger, supplied and installed by a certified electrician.

Installation is available in Jeddah, Riyadh, Abha and Tabuk.`,
    bodyAr: `لم يكن التحول إلى السيارة الكهربائية أسهل من قبل. خلال أسبوع السيارات الكهربائية تأتي كل إم جي 4 الكهربائية وكيا EV6 مع شاحن منزلي جداري بقدرة 7 كيلوواط، يورّده ويركّبه فني كهرباء معتمد.

التركيب متاح في جدة والرياض وأبها وتبوك.`,
    startsOn: '2026-11-18',
    endsOn: '2026-11-30',
    image: 'hatchback',
    cars: [
      { model: 'mg4', trim: 'Standard Range' },
      { model: 'mg4', trim: 'Long Range LUX' },
      { model: 'ev6', trim: 'Long Range RWD' },
    ],
  },
  {
    titleEn: 'Winter camping: free accessories with Hilux and Navara',
    titleAr: 'موسم البر: إكسسوارات مجانية مع هايلكس ونافارا',
    summaryEn: 'A bed liner, tow hitch and recovery kit free with every Hilux and Navara, from the start of the offer.',
    summaryAr: 'بطانة صندوق ووصلة قطر وعدة سحب مجانًا مع كل هايلكس ونافارا ابتداءً من بدء العرض.',
    bodyEn: `Get ready for the winter camping season. From the start of the offer every new Hilux and Navara comes with a free accessory pack:

- Bed liner.
- Tow hitch receiver.
- Recovery kit with a tow strap and shackles.`,
    bodyAr: `استعد لموسم البر الشتوي. ابتداءً من بدء العرض تأتي كل هايلكس ونافارا جديدة مع باقة إكسسوارات مجانية:

- بطانة لصندوق الحمولة.
- وصلة قطر خلفية.
- عدة سحب تشمل حبل سحب وشناكل.`,
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    image: 'pickup',
    cars: [
      { model: 'hilux', trim: 'Double Cab GLX 2.7 4x4' },
      { model: 'hilux', trim: 'Adventure 2.8 Diesel' },
      { model: 'navara', trim: 'SE 2.5 4x4' },
      { model: 'navara', trim: 'LE 2.3 Diesel 4x4' },
    ],
  },
  {
    titleEn: 'Saudi National Day 96 offers',
    titleAr: 'عروض اليوم الوطني السعودي 96',
    summaryEn: 'Celebrating the 96th Saudi National Day with special prices on Patrol and Tahoe.',
    summaryAr: 'احتفاءً باليوم الوطني السعودي 96 بأسعار خاصة على باترول وتاهو.',
    bodyEn: `Celebrating the 96th Saudi National Day with special prices on two of the Kingdom's favourite SUVs.`,
    bodyAr: `احتفاءً باليوم الوطني السعودي الـ96 نقدّم أسعارًا خاصة على اثنتين من أكثر سيارات SUV شعبيةً في المملكة.`,
    startsOn: '2026-09-15',
    endsOn: '2026-10-15',
    image: 'suv',
    cars: [
      { model: 'patrol', trim: 'XE 3.8' },
      { model: 'tahoe', trim: 'LT 5.3 4WD' },
    ],
  },
]
