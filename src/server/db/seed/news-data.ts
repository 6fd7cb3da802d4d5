/**
 * Dealership news of 2026, newest last, as dated on the demo's "today" (2026-11-21): one article
 * is dated after it and stays hidden until then. The seed moves the dates to the day it runs
 * (demo-calendar.ts).
 */
import type { BodyType } from '../../../contract/catalogue.ts'

export type NewsData = {
  slug: string
  titleEn: string
  titleAr: string
  summaryEn: string
  summaryAr: string
  bodyEn: string
  bodyAr: string
  image: BodyType | null
  publishedAt: string
}

export const newsData: readonly NewsData[] = [
  {
    slug: 'home-test-drive-riyadh-jeddah',
    titleEn: 'Home test drives now available in Riyadh and Jeddah',
    titleAr: 'إطلاق خدمة تجربة القيادة في المنزل بالرياض وجدة',
    summaryEn: 'Call us or message us on WhatsApp and a consultant brings the car to your home or office.',
    summaryAr: 'اتصل بنا أو راسلنا عبر واتساب وسيحضر المستشار السيارة إلى منزلك أو مقر عملك.',
    bodyEn: `Customers in Riyadh and Jeddah can now test drive most of our cars without visiting a showroom. Call us or message us on WhatsApp with the car, the day and a two-hour window, and one of our consultants brings it to your home or office.

The service is free of charge and available from Saturday to Thursday. A valid driving licence is required.`,
    bodyAr: `أصبح بإمكان عملائنا في الرياض وجدة تجربة معظم سياراتنا دون زيارة المعرض؛ اتصل بنا أو راسلنا عبر واتساب محددًا السيارة واليوم وفترة زمنية مدتها ساعتان، وسيحضر أحد مستشارينا السيارة إلى منزلك أو مقر عملك.

الخدمة مجانية ومتاحة من السبت إلى الخميس، ويشترط وجود رخصة قيادة سارية.`,
    image: 'suv',
    publishedAt: '2026-05-18T08:00:00Z',
  },
  {
    slug: 'tabuk-online-service-booking',
    titleEn: 'Tabuk customers can now book service online',
    titleAr: 'حجز مواعيد الصيانة إلكترونيًا لعملاء تبوك',
    summaryEn: 'Service appointments at our Tabuk branch can now be booked through the website and WhatsApp.',
    summaryAr: 'أصبح حجز مواعيد الصيانة في فرع تبوك متاحًا عبر الموقع الإلكتروني وواتساب.',
    bodyEn: `Following its launch in Jeddah and Riyadh, online service booking has reached our Tabuk branch. Pick a time that suits you and receive a reminder by text message the day before.

Customers who book online skip the queue at reception and receive an estimate before any work begins.`,
    bodyAr: `بعد إطلاقها في جدة والرياض، وصلت خدمة حجز مواعيد الصيانة إلكترونيًا إلى فرعنا في تبوك. اختر الموعد المناسب لك وستصلك رسالة نصية للتذكير قبل الموعد بيوم.

ويتجاوز العملاء الذين يحجزون إلكترونيًا الانتظار في الاستقبال، ويحصلون على تقدير للتكلفة قبل بدء أي عمل.`,
    image: null,
    publishedAt: '2026-06-05T07:30:00Z',
  },
  {
    slug: 'abha-branch-renovated',
    titleEn: 'Our Abha branch reopens with a new service centre',
    titleAr: 'فرع أبها يعيد افتتاحه بمركز خدمة جديد',
    summaryEn: 'The renovated Abha branch adds eight service bays, an express lane and a family lounge.',
    summaryAr: 'أضاف فرع أبها بعد تجديده ثمانية مسارات صيانة ومسارًا للخدمة السريعة وصالة انتظار للعائلات.',
    bodyEn: `Our Abha branch on King Abdulaziz Road has reopened after a full renovation. The new service centre has eight bays, including an express lane for oil changes and tyres that takes less than an hour.

The showroom now displays more than twenty cars, and a new family lounge makes the wait more comfortable during the summer season, when Abha welcomes visitors from across the Kingdom.`,
    bodyAr: `أعاد فرعنا في أبها على طريق الملك عبدالعزيز افتتاحه بعد تجديد شامل. ويضم مركز الخدمة الجديد ثمانية مسارات صيانة، منها مسار سريع لتغيير الزيت والإطارات يستغرق أقل من ساعة.

ويعرض المعرض الآن أكثر من عشرين سيارة، وتوفر صالة العائلات الجديدة انتظارًا أكثر راحة خلال موسم الصيف الذي تستقبل فيه أبها زوارها من مختلف مناطق المملكة.`,
    image: null,
    publishedAt: '2026-07-14T09:00:00Z',
  },
  {
    slug: 'nissan-patrol-2026-first-deliveries',
    titleEn: 'First deliveries of the all-new Nissan Patrol in Jeddah',
    titleAr: 'تسليم أولى سيارات نيسان باترول الجديدة كليًا في جدة',
    summaryEn: 'The first customers received their new-generation Patrol at our Jeddah main showroom.',
    summaryAr: 'تسلّم أوائل العملاء سيارات باترول من الجيل الجديد في معرضنا الرئيسي بجدة.',
    bodyEn: `We handed over the first new-generation Nissan Patrols to customers at our Jeddah main showroom this week. The new Patrol is available with a 3.8-litre V6 or a 425-horsepower twin-turbo V6 and a nine-speed automatic.

Reservations are open at all branches, and the LE Titanium and LE Platinum trims are in high demand.`,
    bodyAr: `سلّمنا هذا الأسبوع أولى سيارات نيسان باترول من الجيل الجديد لعملائنا في المعرض الرئيسي بجدة. وتتوفر باترول الجديدة بمحرك V6 سعة 3.8 لتر أو بمحرك V6 بشاحنين توربينيين وقوة 425 حصانًا، مع ناقل حركة أوتوماتيكي من 9 سرعات.

الحجز متاح في جميع الفروع، وتشهد فئتا LE تيتانيوم وLE بلاتينيوم طلبًا مرتفعًا.`,
    image: 'suv',
    publishedAt: '2026-08-20T10:00:00Z',
  },
  {
    slug: 'toyota-camry-2026-arrives',
    titleEn: 'The all-new 2026 Toyota Camry Hybrid arrives in our showrooms',
    titleAr: 'وصول تويوتا كامري الهجينة الجديدة كليًا 2026 إلى معارضنا',
    summaryEn: 'The hybrid-only Camry is now on display in all branches, from 116,800 riyals including VAT.',
    summaryAr: 'كامري الهجينة بالكامل معروضة الآن في جميع الفروع بسعر يبدأ من 116,800 ريال شامل الضريبة.',
    bodyEn: `The new-generation Toyota Camry has arrived at all Murooj Motors branches. For the first time the Camry comes only as a hybrid, combining a 2.5-litre engine with electric motors for 225 horsepower and fuel economy of more than 23 km per litre.

Four trims are available: LE, SE, GLE and GLX. Prices start at 116,800 riyals including VAT, with instalments from about 2,000 riyals a month.`,
    bodyAr: `وصل الجيل الجديد من تويوتا كامري إلى جميع فروع مروج للسيارات. ولأول مرة تأتي كامري بنظام هجين فقط يجمع محركًا سعة 2.5 لتر مع محركات كهربائية بقوة إجمالية تبلغ 225 حصانًا، واستهلاك وقود يتجاوز 23 كم لكل لتر.

وتتوفر بأربع فئات: LE وSE وGLE وGLX، بسعر يبدأ من 116,800 ريال شامل ضريبة القيمة المضافة، وأقساط تبدأ من نحو 2,000 ريال شهريًا.`,
    image: 'sedan',
    publishedAt: '2026-09-03T08:00:00Z',
  },
  {
    slug: 'saudi-national-day-96',
    titleEn: 'Celebrating Saudi National Day 96 with our customers',
    titleAr: 'نحتفل مع عملائنا باليوم الوطني السعودي 96',
    summaryEn: 'Special prices, family activities and green welcome gifts at all branches from 15 September.',
    summaryAr: 'أسعار خاصة وفعاليات عائلية وهدايا ترحيبية باللون الأخضر في جميع الفروع ابتداءً من 15 سبتمبر.',
    bodyEn: `To celebrate the 96th Saudi National Day, our branches are decorated in green and hosting family activities every evening from 15 to 23 September.

Customers who reserve a car during the celebrations receive a commemorative gift, and special prices apply to selected Patrol and Tahoe trims.`,
    bodyAr: `احتفاءً باليوم الوطني السعودي الـ96، تتزين فروعنا باللون الأخضر وتستضيف فعاليات عائلية كل مساء من 15 إلى 23 سبتمبر.

ويحصل العملاء الذين يحجزون سيارة خلال الاحتفالات على هدية تذكارية، مع أسعار خاصة على فئات مختارة من باترول وتاهو.`,
    image: null,
    publishedAt: '2026-09-15T06:00:00Z',
  },
  {
    slug: 'riyadh-al-yasmin-branch-opening',
    titleEn: 'Murooj Motors opens a new branch in Al Yasmin, north Riyadh',
    titleAr: 'مروج للسيارات تفتتح فرعًا جديدًا في حي الياسمين شمال الرياض',
    summaryEn: 'Our seventh branch brings more than 40 cars on display and electric-car charging to north Riyadh.',
    summaryAr: 'فرعنا السابع يقدّم أكثر من 40 سيارة معروضة ومحطات شحن للسيارات الكهربائية في شمال الرياض.',
    bodyEn: `We are proud to open our seventh branch, on Anas Ibn Malik Road in Al Yasmin, north Riyadh. The showroom displays more than forty cars from all our brands and includes a dedicated corner for electric and hybrid models.

## Open every day

The branch is open from Saturday to Thursday, 9:00 am to 10:30 pm, and on Friday from 4:30 pm. Fast chargers in the car park are free for our customers.

## Opening offers

Visitors in the first month receive a free window-tint voucher with every reservation.`,
    bodyAr: `يسعدنا افتتاح فرعنا السابع على طريق أنس بن مالك في حي الياسمين شمال الرياض. ويعرض المعرض أكثر من أربعين سيارة من جميع علاماتنا، ويضم ركنًا مخصصًا للسيارات الكهربائية والهجينة.

## مفتوح طوال الأسبوع

يستقبل الفرع زواره من السبت إلى الخميس من 9:00 صباحًا حتى 10:30 مساءً، ويوم الجمعة من 4:30 عصرًا. وشواحن السيارات الكهربائية السريعة في المواقف مجانية لعملائنا.

## عروض الافتتاح

يحصل زوار الشهر الأول على قسيمة تظليل مجانية مع كل حجز.`,
    image: null,
    publishedAt: '2026-10-12T07:00:00Z',
  },
  {
    slug: 'finance-campaign-al-rajhi',
    titleEn: 'Finance campaign with Al Rajhi Bank: profit rates from 3.85%',
    titleAr: 'حملة تمويل مع مصرف الراجحي بنسبة ربح تبدأ من 3.85%',
    summaryEn: 'Finance any new car until the end of the year with reduced profit rates and a quick decision.',
    summaryAr: 'موّل أي سيارة جديدة حتى نهاية العام بنسب ربح مخفضة وقرار سريع.',
    bodyEn: `Together with Al Rajhi Bank we are offering reduced profit rates from 3.85% a year on all new cars until 31 December 2026.

- Terms of up to 60 months.
- Pre-approval within one working day.
- Sharia-compliant Murabaha contracts.

The offer is subject to the bank's approval and terms.`,
    bodyAr: `بالتعاون مع مصرف الراجحي نقدّم نسب ربح مخفضة تبدأ من 3.85% سنويًا على جميع السيارات الجديدة حتى 31 ديسمبر 2026.

- مدة تمويل تصل إلى 60 شهرًا.
- موافقة مبدئية خلال يوم عمل واحد.
- عقود مرابحة متوافقة مع أحكام الشريعة الإسلامية.

يخضع العرض لموافقة المصرف وشروطه.`,
    image: 'sedan',
    publishedAt: '2026-11-02T08:00:00Z',
  },
  {
    slug: 'winter-service-campaign',
    titleEn: 'Winter service campaign: a free 40-point check before your desert trips',
    titleAr: 'حملة صيانة الشتاء: فحص مجاني من 40 نقطة قبل رحلاتك البرية',
    summaryEn: 'Until the end of January, every car gets a free 40-point inspection and 15% off tyres and batteries.',
    summaryAr: 'حتى نهاية يناير، فحص مجاني من 40 نقطة لكل سيارة وخصم 15% على الإطارات والبطاريات.',
    bodyEn: `The camping season is here. Before you head out to the desert, let our technicians check your car free of charge.

- Tyres, including the spare, and tyre pressures for sand driving.
- Battery, cooling system and air-conditioning.
- Brakes, suspension, and the four-wheel-drive system on 4x4s.

The campaign runs at all service centres until 31 January 2027, with 15% off tyres and batteries.`,
    bodyAr: `بدأ موسم البر، وقبل أن تنطلق إلى الصحراء دع فنيينا يفحصون سيارتك مجانًا.

- الإطارات بما فيها الاحتياطي، وضبط ضغط الهواء للقيادة على الرمال.
- البطارية ونظام التبريد والمكيف.
- المكابح والتعليق، ونظام الدفع الرباعي في سيارات الدفع الرباعي.

تستمر الحملة في جميع مراكز الخدمة حتى 31 يناير 2027، مع خصم 15% على الإطارات والبطاريات.`,
    image: 'pickup',
    publishedAt: '2026-11-10T07:00:00Z',
  },
  {
    slug: 'year-end-clearance-event',
    titleEn: 'Year-end clearance event at all branches',
    titleAr: 'فعالية تصفية نهاية العام في جميع الفروع',
    summaryEn: 'Our biggest prices of the year on 2025 and 2026 stock, at every branch.',
    summaryAr: 'أفضل أسعار العام على مخزون موديلات 2025 و2026 في جميع الفروع.',
    bodyEn: `All branches hold our year-end clearance event, with the best prices of the year on remaining 2025 and 2026 stock.`,
    bodyAr: `تقام في جميع الفروع فعالية تصفية نهاية العام، بأفضل أسعار السنة على المتبقي من مخزون موديلات 2025 و2026.`,
    image: null,
    publishedAt: '2026-12-01T07:00:00Z',
  },
]
