/** Hyundai and Kia as sold in Saudi Arabia, model years 2025–2026. */
import { electricMotor, engine, type BrandData } from './catalogue-types.ts'

export const hyundai: BrandData = {
  slug: 'hyundai',
  en: 'Hyundai',
  ar: 'هيونداي',
  audio: 'Bose',
  models: [
    {
      slug: 'grand-i10',
      en: 'Grand i10',
      ar: 'جراند i10',
      body: 'hatchback',
      seats: 5,
      dims: [3805, 1680, 1520, 2450, 157],
      wheels: [14, 15, 15],
      tankL: 37,
      descEn:
        'A small, easy-to-park hatchback with surprising interior space, ideal as a first car or for daily errands around the city.',
      descAr:
        'هاتشباك صغيرة سهلة الركن بمساحة داخلية مفاجئة، مثالية كسيارة أولى أو للمشاوير اليومية داخل المدينة.',
      trims: [
        { en: 'GL Manual', ar: 'GL يدوي', price: 49_900, tier: 1, engine: engine(1.2, 4, 83, 114, 'm5', 'fwd', { economy: 19.6 }) },
        { en: 'GL', ar: 'GL', price: 54_500, tier: 1, engine: engine(1.2, 4, 83, 114, 'a4', 'fwd', { economy: 17.9 }), competitive: true },
        { en: 'GLS', ar: 'GLS', price: 58_900, tier: 2, engine: engine(1.2, 4, 83, 114, 'a4', 'fwd', { economy: 17.9 }) },
      ],
    },
    {
      slug: 'accent',
      en: 'Accent',
      ar: 'أكسنت',
      body: 'sedan',
      seats: 5,
      dims: [4535, 1765, 1475, 2670, 160],
      wheels: [15, 16, 16],
      tankL: 40,
      descEn:
        'The new-generation Accent is longer and roomier, with a smooth intelligent variable transmission and modern connectivity from the entry trim.',
      descAr:
        'الجيل الجديد من أكسنت أطول وأرحب، بناقل حركة ذكي متغير باستمرار يعمل بسلاسة، وتقنيات اتصال حديثة بدءاً من الفئة الأساسية.',
      trims: [
        { en: 'Smart', ar: 'سمارت', price: 72_900, tier: 1, engine: engine(1.5, 4, 113, 144, 'cvt', 'fwd', { economy: 18.4 }) },
        { en: 'Smart Plus', ar: 'سمارت بلس', price: 79_500, tier: 2, engine: engine(1.5, 4, 113, 144, 'cvt', 'fwd', { economy: 18.4 }), featured: true },
        { en: 'Premium', ar: 'بريميوم', price: 84_900, tier: 3, engine: engine(1.5, 4, 113, 144, 'cvt', 'fwd', { economy: 18.4 }) },
      ],
    },
    {
      slug: 'elantra',
      en: 'Elantra',
      ar: 'إلنترا',
      body: 'sedan',
      seats: 5,
      dims: [4710, 1825, 1420, 2720, 140],
      wheels: [16, 17, 18],
      tankL: 47,
      descEn:
        'A sharply styled compact sedan with a dual-screen dashboard, a spacious back seat and a sporty 1.6 turbo N Line version.',
      descAr:
        'سيدان مدمجة بتصميم حاد الخطوط ولوحة عدادات بشاشتين، ومقعد خلفي واسع، ونسخة N لاين رياضية بمحرك تيربو سعة 1.6 لتر.',
      trims: [
        { en: 'Smart', ar: 'سمارت', price: 88_500, tier: 1, engine: engine(2.0, 4, 159, 192, 'cvt', 'fwd', { economy: 16.9 }) },
        { en: 'Comfort', ar: 'كومفورت', price: 95_900, tier: 2, engine: engine(2.0, 4, 159, 192, 'cvt', 'fwd', { economy: 16.9 }) },
        { en: 'Premium', ar: 'بريميوم', price: 104_500, tier: 2, engine: engine(2.0, 4, 159, 192, 'cvt', 'fwd', { economy: 16.9 }) },
        { en: 'N Line', ar: 'N لاين', price: 117_900, tier: 3, engine: engine(1.6, 4, 201, 265, 'd7', 'fwd', { turbo: true, economy: 15.2 }) },
      ],
    },
    {
      slug: 'sonata',
      en: 'Sonata',
      ar: 'سوناتا',
      body: 'sedan',
      seats: 5,
      dims: [4910, 1860, 1445, 2840, 140],
      wheels: [17, 18, 19],
      tankL: 60,
      descEn:
        'The refreshed Sonata brings a panoramic curved display, a comfortable ride and a 290-horsepower turbo in the N Line.',
      descAr:
        'سوناتا المحدّثة تقدم شاشة بانورامية منحنية، وقيادة مريحة، ومحرك تيربو بقوة 290 حصاناً في نسخة N لاين.',
      trims: [
        { en: 'Smart', ar: 'سمارت', price: 109_900, tier: 1, engine: engine(2.5, 4, 191, 246, 'a8', 'fwd', { economy: 15.1 }) },
        { en: 'Premium', ar: 'بريميوم', price: 121_500, tier: 2, engine: engine(2.5, 4, 191, 246, 'a8', 'fwd', { economy: 15.1 }) },
        { en: 'N Line', ar: 'N لاين', price: 149_900, tier: 3, engine: engine(2.5, 4, 290, 422, 'd8', 'fwd', { turbo: true, economy: 12.6 }), stock: 'limited' },
      ],
    },
    {
      slug: 'tucson',
      en: 'Tucson',
      ar: 'توسان',
      body: 'suv',
      seats: 5,
      dims: [4630, 1865, 1665, 2755, 181],
      wheels: [17, 18, 19],
      tankL: 54,
      descEn:
        'A bold compact SUV with hidden parametric lights, a spacious rear seat and a choice of 2.0-litre, 1.6 turbo or hybrid power.',
      descAr:
        'سيارة SUV مدمجة بتصميم جريء ومصابيح أمامية مخفية بنمط هندسي، ومقعد خلفي واسع، وخيارات محرك 2.0 لتر أو 1.6 تيربو أو هجين.',
      trims: [
        { en: 'Smart 2.0', ar: 'سمارت 2.0', price: 108_900, tier: 1, engine: engine(2.0, 4, 156, 192, 'a6', 'fwd', { economy: 13.9 }) },
        { en: 'Comfort 1.6T', ar: 'كومفورت 1.6 تيربو', price: 124_500, tier: 2, engine: engine(1.6, 4, 180, 265, 'd7', 'awd', { turbo: true, economy: 13.4 }) },
        { en: 'Hybrid Premium', ar: 'بريميوم هايبرد', price: 144_900, tier: 3, engine: engine(1.6, 4, 230, 350, 'a6', 'awd', { turbo: true, fuel: 'hybrid', economy: 17.8 }) },
      ],
    },
    {
      slug: 'santa-fe',
      en: 'Santa Fe',
      ar: 'سنتافي',
      body: 'suv',
      seats: 7,
      dims: [4830, 1900, 1720, 2815, 176],
      wheels: [18, 20, 21],
      tankL: 67,
      descEn:
        'The all-new Santa Fe has a boxy, adventurous design, a huge tailgate opening and three rows of seats for the whole family.',
      descAr:
        'سنتافي الجديدة كلياً بتصميم مربع يوحي بروح المغامرة، وفتحة باب خلفي كبيرة جداً، وثلاثة صفوف من المقاعد تتسع للعائلة كلها.',
      trims: [
        { en: 'Smart 2.5', ar: 'سمارت 2.5', price: 149_900, tier: 1, engine: engine(2.5, 4, 194, 246, 'a8', 'fwd', { economy: 12.2 }) },
        { en: 'Premium 2.5T', ar: 'بريميوم 2.5 تيربو', price: 174_500, tier: 2, engine: engine(2.5, 4, 281, 422, 'd8', 'awd', { turbo: true, economy: 11.2 }) },
        { en: 'Calligraphy 2.5T', ar: 'كاليغرافي 2.5 تيربو', price: 193_900, tier: 3, seats: 6, engine: engine(2.5, 4, 281, 422, 'd8', 'awd', { turbo: true, economy: 11.2 }), featured: true },
      ],
    },
    {
      slug: 'staria',
      en: 'Staria',
      ar: 'ستاريا',
      body: 'van',
      seats: 11,
      dims: [5253, 1997, 1990, 3273, 177],
      wheels: [17, 18, 18],
      tankL: 75,
      descEn:
        'A futuristic people carrier with panoramic side windows, sliding doors on both sides and a lounge version with reclining captain seats.',
      descAr:
        'مركبة نقل ركاب بتصميم مستقبلي ونوافذ جانبية بانورامية، وأبواب منزلقة على الجانبين، ونسخة لاونج بمقاعد قيادية قابلة للإمالة.',
      trims: [
        { en: 'Smart 11 Seats', ar: 'سمارت 11 راكباً', price: 139_900, tier: 1, engine: engine(3.5, 6, 272, 331, 'a8', 'fwd', { economy: 8.9 }) },
        { en: 'Premium Lounge', ar: 'بريميوم لاونج', price: 172_500, tier: 3, seats: 9, engine: engine(3.5, 6, 272, 331, 'a8', 'fwd', { economy: 8.9 }) },
      ],
    },
  ],
}

export const kia: BrandData = {
  slug: 'kia',
  en: 'Kia',
  ar: 'كيا',
  audio: 'Harman Kardon',
  models: [
    {
      slug: 'picanto',
      en: 'Picanto',
      ar: 'بيكانتو',
      body: 'hatchback',
      seats: 5,
      dims: [3595, 1595, 1485, 2400, 152],
      wheels: [14, 15, 16],
      tankL: 35,
      descEn:
        'A cheerful city hatchback that is easy on fuel and easy to park, with a surprisingly complete list of equipment.',
      descAr:
        'هاتشباك مرحة للمدينة، موفرة للوقود وسهلة الركن، بقائمة تجهيزات كاملة على نحو مفاجئ.',
      trims: [
        { en: 'LX Manual', ar: 'LX يدوي', price: 47_500, tier: 1, engine: engine(1.2, 4, 83, 122, 'm5', 'fwd', { economy: 20.1 }) },
        { en: 'LX', ar: 'LX', price: 52_900, tier: 1, engine: engine(1.2, 4, 83, 122, 'a4', 'fwd', { economy: 18.3 }) },
        { en: 'EX', ar: 'EX', price: 57_500, tier: 2, engine: engine(1.2, 4, 83, 122, 'a4', 'fwd', { economy: 18.3 }) },
      ],
    },
    {
      slug: 'pegas',
      en: 'Pegas',
      ar: 'بيجاس',
      body: 'sedan',
      seats: 5,
      dims: [4300, 1700, 1460, 2570, 170],
      wheels: [14, 15, 15],
      tankL: 43,
      descEn: 'An affordable, practical sedan with a large boot and a simple, robust 1.4-litre engine.',
      descAr: 'سيدان عملية بسعر في المتناول، بصندوق أمتعة كبير ومحرك 1.4 لتر بسيط ومتين.',
      trims: [
        { en: 'LX', ar: 'LX', price: 56_900, tier: 1, engine: engine(1.4, 4, 94, 132, 'a4', 'fwd', { economy: 17.1 }), competitive: true },
        { en: 'EX', ar: 'EX', price: 61_500, tier: 2, engine: engine(1.4, 4, 94, 132, 'a4', 'fwd', { economy: 17.1 }) },
      ],
    },
    {
      slug: 'k5',
      en: 'K5',
      ar: 'K5',
      body: 'sedan',
      seats: 5,
      dims: [4905, 1860, 1445, 2850, 140],
      wheels: [16, 17, 18],
      tankL: 60,
      descEn:
        'A fastback-styled midsize sedan with a curved panoramic display and a sporty 1.6 turbo GT-Line at the top of the range.',
      descAr:
        'سيدان متوسطة بتصميم فاستباك انسيابي وشاشة بانورامية منحنية، وفي قمة الفئات نسخة GT-Line الرياضية بمحرك تيربو سعة 1.6 لتر.',
      trims: [
        { en: 'LX', ar: 'LX', price: 104_900, tier: 1, engine: engine(2.5, 4, 191, 246, 'a8', 'fwd', { economy: 15.1 }) },
        { en: 'EX', ar: 'EX', price: 115_500, tier: 2, engine: engine(2.5, 4, 191, 246, 'a8', 'fwd', { economy: 15.1 }) },
        { en: 'GT-Line', ar: 'GT-Line', price: 127_900, tier: 3, engine: engine(1.6, 4, 180, 265, 'a8', 'fwd', { turbo: true, economy: 15.6 }) },
      ],
    },
    {
      slug: 'sportage',
      en: 'Sportage',
      ar: 'سبورتاج',
      body: 'suv',
      seats: 5,
      dims: [4660, 1865, 1665, 2755, 181],
      wheels: [17, 18, 19],
      tankL: 54,
      descEn:
        'A striking compact SUV with a boomerang light signature, a dual curved display and a comfortable, quiet ride.',
      descAr:
        'سيارة SUV مدمجة لافتة بتوقيع ضوئي على شكل بومرانغ، وشاشتين منحنيتين، وقيادة مريحة وهادئة.',
      trims: [
        { en: 'LX 2.0', ar: 'LX 2.0', price: 105_900, tier: 1, engine: engine(2.0, 4, 156, 192, 'a6', 'fwd', { economy: 13.9 }) },
        { en: 'EX 1.6T AWD', ar: 'EX 1.6 تيربو دفع كلي', price: 126_500, tier: 2, engine: engine(1.6, 4, 180, 265, 'd7', 'awd', { turbo: true, economy: 13.2 }) },
        { en: 'X-Line 1.6T', ar: 'X-Line 1.6 تيربو', price: 139_900, tier: 3, engine: engine(1.6, 4, 180, 265, 'd7', 'awd', { turbo: true, economy: 13.2 }), featured: true },
      ],
    },
    {
      slug: 'sorento',
      en: 'Sorento',
      ar: 'سورينتو',
      body: 'suv',
      seats: 7,
      dims: [4815, 1900, 1700, 2815, 176],
      wheels: [17, 19, 20],
      tankL: 67,
      descEn:
        'A seven-seat SUV with a proper third row, a refined 3.5-litre V6 and all-wheel drive for family trips in any season.',
      descAr:
        'سيارة SUV بسبعة مقاعد وصف ثالث مريح فعلاً، ومحرك V6 سعة 3.5 لتر يعمل بنعومة، ودفع كلي لرحلات العائلة في كل المواسم.',
      trims: [
        { en: 'LX 2.5', ar: 'LX 2.5', price: 142_900, tier: 1, engine: engine(2.5, 4, 191, 246, 'a8', 'fwd', { economy: 12.4 }) },
        { en: 'EX 3.5 V6 AWD', ar: 'EX 3.5 V6 دفع كلي', price: 169_500, tier: 2, engine: engine(3.5, 6, 272, 331, 'a8', 'awd', { economy: 9.9 }) },
        { en: 'SX 3.5 V6', ar: 'SX 3.5 V6', price: 186_900, tier: 3, engine: engine(3.5, 6, 272, 331, 'a8', 'awd', { economy: 9.9 }) },
      ],
    },
    {
      slug: 'carnival',
      en: 'Carnival',
      ar: 'كرنفال',
      body: 'van',
      seats: 8,
      dims: [5155, 1995, 1775, 3090, 172],
      wheels: [17, 18, 19],
      tankL: 72,
      descEn:
        'A premium eight-seat family MPV with power sliding doors, rear-seat entertainment and captain chairs on the Signature trim.',
      descAr:
        'مركبة عائلية فاخرة بثمانية مقاعد وأبواب منزلقة كهربائياً، ونظام ترفيه للمقاعد الخلفية، ومقاعد قيادية في فئة سيجنتشر.',
      trims: [
        { en: 'LX', ar: 'LX', price: 164_900, tier: 1, engine: engine(3.5, 6, 272, 331, 'a8', 'fwd', { economy: 9.6 }) },
        { en: 'EX', ar: 'EX', price: 184_500, tier: 2, engine: engine(3.5, 6, 272, 331, 'a8', 'fwd', { economy: 9.6 }) },
        { en: 'SX Signature', ar: 'SX سيجنتشر', price: 209_900, tier: 3, seats: 7, engine: engine(3.5, 6, 272, 331, 'a8', 'fwd', { economy: 9.6 }), stock: 'limited' },
      ],
    },
    {
      slug: 'ev6',
      en: 'EV6',
      ar: 'EV6',
      body: 'crossover',
      seats: 5,
      dims: [4695, 1890, 1550, 2900, 160],
      wheels: [19, 20, 21],
      tankL: null,
      descEn:
        'An all-electric crossover on an 800-volt platform that charges from 10 to 80 percent in about 18 minutes on a fast charger.',
      descAr:
        'كروس أوفر كهربائية بالكامل على منصة بجهد 800 فولت، تُشحن من 10 إلى 80 بالمئة في نحو 18 دقيقة عبر الشاحن السريع.',
      trims: [
        { en: 'Long Range RWD', ar: 'مدى طويل دفع خلفي', price: 214_900, tier: 2, engine: electricMotor(229, 350, 'rwd', 84, 528) },
        { en: 'GT-Line AWD', ar: 'GT-Line دفع كلي', price: 244_900, tier: 3, engine: electricMotor(325, 605, 'awd', 84, 484), stock: 'on_order' },
      ],
    },
  ],
}
