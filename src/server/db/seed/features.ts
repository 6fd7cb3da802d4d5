/**
 * Equipment lists per trim, derived from the model's body and size, the trim's level and price,
 * the way Saudi dealers publish them: what a base car has, what the middle trim adds, what only
 * the top trim gets. Prices matter too: a 300,000-riyal entry trim is better equipped than a
 * 60,000-riyal top trim.
 */
import type { BodyType, FeatureGroup } from '../../../contract/catalogue.ts'
import type { LocalizedText } from '../schema.ts'
import type { Engine, Tier } from './catalogue-types.ts'

export type FeatureContext = {
  body: BodyType
  tier: Tier
  priceSar: number
  seats: number
  engine: Engine
  wheelInches: number
  audioBrand: string | null
}

type Rule = {
  when: (context: FeatureContext) => boolean
  item: (context: FeatureContext) => LocalizedText
}

const t = (en: string, ar: string): LocalizedText => ({ en, ar })
const always = () => true
const fixed = (en: string, ar: string) => () => t(en, ar)
const atLeast = (tier: Tier) => (context: FeatureContext) => context.tier >= tier
/** The equipment level once price is taken into account: expensive cars start higher. */
const level = (context: FeatureContext): number => context.tier + (context.priceSar >= 250_000 ? 2 : context.priceSar >= 120_000 ? 1 : 0)
const levelAtLeast = (minimum: number) => (context: FeatureContext) => level(context) >= minimum
const isOneOf =
  (...bodies: BodyType[]) =>
  (context: FeatureContext) =>
    bodies.includes(context.body)
const both =
  (...conditions: Array<(context: FeatureContext) => boolean>) =>
  (context: FeatureContext) =>
    conditions.every((condition) => condition(context))
const offRoad = (context: FeatureContext) => context.engine.drive === '4wd'

function wheels(context: FeatureContext): LocalizedText {
  if (context.priceSar < 60_000 && context.tier === 1) {
    return t(`${context.wheelInches}-inch steel wheels with covers`, `جنوط حديد مقاس ${context.wheelInches} بوصة مع أغطية`)
  }
  return t(`${context.wheelInches}-inch alloy wheels`, `جنوط ألمنيوم مقاس ${context.wheelInches} بوصة`)
}

function screenInches(context: FeatureContext): number {
  const value = level(context)
  return value >= 5 ? 14 : value >= 4 ? 12.3 : value >= 3 ? 10.25 : 8
}

function airbags(context: FeatureContext): number {
  if (context.body === 'pickup' && context.tier === 1) return 2
  if (context.priceSar >= 250_000) return 10
  if (context.seats >= 7 || context.body === 'suv') return 8
  return context.priceSar >= 90_000 ? 7 : 6
}

const exterior: Rule[] = [
  {
    when: (context) => level(context) <= 1,
    item: fixed('Halogen projector headlights', 'مصابيح أمامية هالوجين بعدسات'),
  },
  {
    when: (context) => level(context) === 2,
    item: fixed('LED headlights', 'مصابيح أمامية LED'),
  },
  {
    when: levelAtLeast(3),
    item: fixed('LED headlights with automatic high beam', 'مصابيح أمامية LED مع تبديل تلقائي للإضاءة العالية'),
  },
  { when: always, item: fixed('LED daytime running lights', 'مصابيح تشغيل نهارية LED') },
  { when: always, item: wheels },
  { when: levelAtLeast(2), item: fixed('LED fog lamps', 'مصابيح ضباب LED') },
  { when: levelAtLeast(2), item: fixed('Power-folding side mirrors', 'مرايا جانبية قابلة للطي كهربائيًا') },
  { when: levelAtLeast(2), item: fixed('Rear privacy glass', 'زجاج خلفي معتم') },
  {
    when: both(levelAtLeast(3), isOneOf('sedan', 'hatchback', 'crossover')),
    item: fixed('Power sunroof', 'فتحة سقف كهربائية'),
  },
  {
    when: both(levelAtLeast(4), isOneOf('suv', 'crossover', 'sedan')),
    item: fixed('Panoramic glass roof', 'سقف زجاجي بانورامي'),
  },
  { when: isOneOf('suv', 'crossover'), item: fixed('Roof rails', 'قضبان سقف') },
  {
    when: both(levelAtLeast(3), isOneOf('suv', 'crossover')),
    item: fixed('Hands-free power tailgate', 'باب خلفي كهربائي يُفتح دون استخدام اليدين'),
  },
  {
    when: both(levelAtLeast(2), isOneOf('van')),
    item: fixed('Power sliding side doors', 'أبواب جانبية منزلقة كهربائيًا'),
  },
  { when: isOneOf('pickup'), item: fixed('Rear step bumper', 'صدام خلفي مزود بدرجة') },
  { when: both(atLeast(2), isOneOf('pickup')), item: fixed('Bed liner', 'بطانة لصندوق الحمولة') },
  { when: both(atLeast(2), isOneOf('pickup', 'suv')), item: fixed('Tow hitch receiver', 'وصلة قطر خلفية') },
  { when: levelAtLeast(3), item: fixed('Rain-sensing wipers', 'مساحات زجاج بحساس للمطر') },
  { when: both(isOneOf('coupe'), atLeast(2)), item: fixed('Rear spoiler', 'جناح خلفي') },
  {
    when: both(offRoad, atLeast(2)),
    item: fixed('Skid plates', 'ألواح حماية سفلية للمحرك'),
  },
]

const comfort: Rule[] = [
  {
    when: (context) => level(context) <= 1 && context.priceSar < 80_000,
    item: fixed('Manual air conditioning', 'مكيف هواء يدوي'),
  },
  {
    when: (context) => !(level(context) <= 1 && context.priceSar < 80_000) && level(context) < 3,
    item: fixed('Automatic climate control', 'مكيف هواء أوتوماتيكي'),
  },
  {
    when: levelAtLeast(3),
    item: fixed('Dual-zone automatic climate control', 'مكيف هواء أوتوماتيكي بمنطقتين'),
  },
  {
    when: (context) => context.priceSar >= 60_000 || context.body === 'van',
    item: fixed('Rear air-conditioning vents', 'فتحات تكييف للركاب الخلفيين'),
  },
  {
    when: always,
    item: (context) => {
      const inches = screenInches(context)
      return t(`${inches}-inch touchscreen with Apple CarPlay and Android Auto`, `شاشة لمس ${inches} بوصة تدعم Apple CarPlay وAndroid Auto`)
    },
  },
  { when: always, item: fixed('Bluetooth hands-free calling', 'اتصال بلوتوث لاستخدام الهاتف دون اليدين') },
  { when: always, item: fixed('Cruise control', 'مثبت سرعة') },
  {
    when: (context) => level(context) >= 2 || context.priceSar >= 70_000,
    item: fixed('Smart key with push-button start', 'مفتاح ذكي وتشغيل بضغطة زر'),
  },
  { when: (context) => level(context) <= 2, item: fixed('Fabric seats', 'مقاعد قماشية') },
  { when: levelAtLeast(3), item: fixed('Leather seats', 'مقاعد جلدية') },
  { when: levelAtLeast(3), item: fixed('Power-adjustable driver seat', 'مقعد سائق قابل للتعديل كهربائيًا') },
  { when: levelAtLeast(3), item: fixed('Wireless phone charger', 'شاحن لاسلكي للهاتف') },
  { when: levelAtLeast(3), item: fixed('Digital instrument cluster', 'عدادات رقمية بالكامل') },
  { when: levelAtLeast(4), item: fixed('Ventilated front seats', 'مقاعد أمامية مبردة') },
  {
    when: (context) => level(context) >= 4,
    item: (context) =>
      context.audioBrand
        ? t(`${context.audioBrand} premium sound system`, `نظام صوتي فاخر من ${context.audioBrand}`)
        : t('Premium sound system with eight speakers', 'نظام صوتي فاخر بثماني سماعات'),
  },
  { when: levelAtLeast(4), item: fixed('Ambient interior lighting', 'إضاءة داخلية محيطية') },
  { when: levelAtLeast(5), item: fixed('Head-up display', 'شاشة عرض المعلومات على الزجاج الأمامي') },
  { when: levelAtLeast(5), item: fixed('Driver seat memory', 'ذاكرة لوضعيات مقعد السائق') },
  {
    when: (context) => context.seats >= 6 && context.body !== 'van',
    item: fixed('Third-row seating', 'صف ثالث من المقاعد'),
  },
  {
    when: both(isOneOf('van', 'suv'), levelAtLeast(5)),
    item: fixed('Rear-seat entertainment screens', 'شاشات ترفيه للمقاعد الخلفية'),
  },
]

const safety: Rule[] = [
  {
    when: always,
    item: (context) => {
      const count = airbags(context)
      return t(`${count} airbags`, count === 2 ? 'وسادتان هوائيتان' : `${count} وسائد هوائية`)
    },
  },
  {
    when: always,
    item: fixed('ABS with electronic brake-force distribution (EBD)', 'نظام منع انغلاق المكابح ABS مع التوزيع الإلكتروني لقوة الكبح EBD'),
  },
  { when: always, item: fixed('Vehicle stability control', 'نظام التحكم الإلكتروني بالثبات') },
  { when: always, item: fixed('Hill start assist', 'مساعد الانطلاق على المرتفعات') },
  { when: always, item: fixed('Rear parking camera', 'كاميرا خلفية للمساعدة على الركن') },
  { when: always, item: fixed('Tyre pressure monitoring', 'نظام مراقبة ضغط الإطارات') },
  {
    when: (context) => context.seats >= 4 && context.body !== 'pickup' && context.body !== 'coupe',
    item: fixed('ISOFIX child-seat anchors', 'نقاط تثبيت مقاعد الأطفال ISOFIX'),
  },
  {
    when: (context) => level(context) >= 2 || context.priceSar >= 100_000,
    item: fixed('Forward collision warning with automatic emergency braking', 'تحذير من التصادم الأمامي مع كبح تلقائي في حالات الطوارئ'),
  },
  { when: levelAtLeast(2), item: fixed('Front and rear parking sensors', 'حساسات ركن أمامية وخلفية') },
  { when: levelAtLeast(2), item: fixed('Lane departure warning', 'تنبيه مغادرة المسار') },
  { when: levelAtLeast(3), item: fixed('Blind-spot monitoring', 'نظام مراقبة النقطة العمياء') },
  { when: levelAtLeast(3), item: fixed('Rear cross-traffic alert', 'تنبيه حركة المرور الخلفية') },
  { when: levelAtLeast(4), item: fixed('Adaptive cruise control', 'مثبت سرعة تكيفي') },
  { when: levelAtLeast(4), item: fixed('Lane keeping assist', 'مساعد البقاء في المسار') },
  { when: levelAtLeast(4), item: fixed('360-degree camera', 'كاميرا محيطية 360 درجة') },
  { when: levelAtLeast(5), item: fixed('Driver attention alert', 'تنبيه انتباه السائق') },
  { when: offRoad, item: fixed('Downhill assist control', 'نظام التحكم بالنزول من المنحدرات') },
]

const rulesByGroup: Record<FeatureGroup, Rule[]> = { exterior, comfort, safety }

export function featuresFor(context: FeatureContext): Record<FeatureGroup, LocalizedText[]> {
  const pick = (rules: Rule[]) => rules.filter((rule) => rule.when(context)).map((rule) => rule.item(context))
  return { exterior: pick(rulesByGroup.exterior), comfort: pick(rulesByGroup.comfort), safety: pick(rulesByGroup.safety) }
}
