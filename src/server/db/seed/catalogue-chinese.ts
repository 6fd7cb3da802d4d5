/** MG, Changan and Geely as sold in Saudi Arabia, model years 2025–2026. */
import { electricMotor, engine, type BrandData } from './catalogue-types.ts'

export const mg: BrandData = {
  slug: 'mg',
  en: 'MG',
  ar: 'إم جي',
  audio: null,
  models: [
    {
      slug: 'mg3',
      en: 'MG3',
      ar: 'إم جي 3',
      body: 'hatchback',
      seats: 5,
      dims: [4113, 1797, 1502, 2570, 150],
      wheels: [15, 16, 16],
      tankL: 45,
      descEn:
        'A fun, affordable hatchback with a modern cabin and, on the Hybrid+ version, a 194-horsepower self-charging hybrid system.',
      descAr:
        'هاتشباك ممتعة بسعر مناسب ومقصورة عصرية، ونسخة Hybrid+ بنظام هجين ذاتي الشحن بقوة 194 حصاناً.',
      trims: [
        { en: 'STD', ar: 'STD', price: 56_900, tier: 1, engine: engine(1.5, 4, 106, 138, 'cvt', 'fwd', { economy: 17.9 }) },
        { en: 'COM', ar: 'COM', price: 61_500, tier: 2, engine: engine(1.5, 4, 106, 138, 'cvt', 'fwd', { economy: 17.9 }) },
        { en: 'Hybrid+ LUX', ar: 'Hybrid+ LUX', price: 79_900, tier: 3, engine: engine(1.5, 4, 194, 250, 'a3', 'fwd', { fuel: 'hybrid', economy: 23.5 }) },
      ],
    },
    {
      slug: 'mg5',
      en: 'MG5',
      ar: 'إم جي 5',
      body: 'sedan',
      seats: 5,
      dims: [4675, 1842, 1480, 2680, 120],
      wheels: [15, 16, 17],
      tankL: 48,
      descEn:
        'A spacious compact sedan at a small-car price, with a large touchscreen, a wide boot and a 1.5 turbo on the LUX trim.',
      descAr:
        'سيدان مدمجة رحبة بسعر سيارة صغيرة، بشاشة لمس كبيرة وصندوق أمتعة واسع، ومحرك تيربو سعة 1.5 لتر في فئة LUX.',
      trims: [
        { en: 'STD', ar: 'STD', price: 62_900, tier: 1, engine: engine(1.5, 4, 118, 150, 'cvt', 'fwd', { economy: 17.2 }), competitive: true },
        { en: 'COM', ar: 'COM', price: 67_500, tier: 2, engine: engine(1.5, 4, 118, 150, 'cvt', 'fwd', { economy: 17.2 }) },
        { en: 'LUX 1.5T', ar: 'LUX 1.5 تيربو', price: 74_900, tier: 3, engine: engine(1.5, 4, 178, 285, 'd7', 'fwd', { turbo: true, economy: 15.9 }) },
      ],
    },
    {
      slug: 'zs',
      en: 'ZS',
      ar: 'ZS',
      body: 'crossover',
      seats: 5,
      dims: [4430, 1809, 1635, 2610, 161],
      wheels: [16, 17, 18],
      tankL: 45,
      descEn:
        'A well-priced small crossover with a high driving position, a practical boot and a hybrid option that cuts fuel bills.',
      descAr:
        'كروس أوفر صغيرة بسعر مدروس، بوضعية قيادة مرتفعة وصندوق أمتعة عملي، وخيار هجين يخفض مصاريف الوقود.',
      trims: [
        { en: 'STD', ar: 'STD', price: 69_900, tier: 1, engine: engine(1.5, 4, 113, 150, 'cvt', 'fwd', { economy: 16.4 }) },
        { en: 'LUX', ar: 'LUX', price: 79_500, tier: 2, engine: engine(1.5, 4, 113, 150, 'cvt', 'fwd', { economy: 16.4 }) },
        { en: 'Hybrid+', ar: 'Hybrid+', price: 94_900, tier: 3, engine: engine(1.5, 4, 194, 250, 'a3', 'fwd', { fuel: 'hybrid', economy: 21.3 }) },
      ],
    },
    {
      slug: 'mg4',
      en: 'MG4 Electric',
      ar: 'إم جي 4 الكهربائية',
      body: 'hatchback',
      seats: 5,
      dims: [4287, 1836, 1504, 2705, 154],
      wheels: [17, 18, 18],
      tankL: null,
      descEn:
        'An electric hatchback with rear-wheel drive, a low centre of gravity and enough range for a week of commuting on a single charge.',
      descAr:
        'هاتشباك كهربائية بدفع خلفي ومركز ثقل منخفض، ومدى يكفي تنقلات أسبوع كامل بشحنة واحدة.',
      trims: [
        { en: 'Standard Range', ar: 'مدى قياسي', price: 129_900, tier: 2, engine: electricMotor(170, 250, 'rwd', 51, 350) },
        { en: 'Long Range LUX', ar: 'مدى طويل LUX', price: 149_900, tier: 3, engine: electricMotor(203, 250, 'rwd', 64, 435), featured: true },
      ],
    },
  ],
}

export const changan: BrandData = {
  slug: 'changan',
  en: 'Changan',
  ar: 'شانجان',
  audio: 'Sony',
  models: [
    {
      slug: 'alsvin',
      en: 'Alsvin',
      ar: 'ألسفن',
      body: 'sedan',
      seats: 5,
      dims: [4390, 1725, 1490, 2535, 150],
      wheels: [15, 16, 16],
      tankL: 40,
      descEn:
        'An entry-level sedan with a five-year warranty, low running costs and comfortable seating for five.',
      descAr:
        'سيدان اقتصادية بضمان خمس سنوات، وتكاليف تشغيل منخفضة، ومقاعد مريحة تتسع لخمسة ركاب.',
      trims: [
        { en: 'Classic Manual', ar: 'كلاسيك يدوي', price: 52_900, tier: 1, engine: engine(1.5, 4, 107, 145, 'm5', 'fwd', { economy: 17.6 }) },
        { en: 'Comfort', ar: 'كومفورت', price: 58_500, tier: 1, engine: engine(1.5, 4, 107, 145, 'd7', 'fwd', { economy: 17.1 }), competitive: true },
        { en: 'Luxury', ar: 'لكجري', price: 63_900, tier: 2, engine: engine(1.5, 4, 107, 145, 'd7', 'fwd', { economy: 17.1 }) },
      ],
    },
    {
      slug: 'cs35-plus',
      en: 'CS35 Plus',
      ar: 'CS35 بلس',
      body: 'crossover',
      seats: 5,
      dims: [4335, 1825, 1660, 2600, 176],
      wheels: [16, 17, 18],
      tankL: 53,
      descEn:
        'A compact crossover with a punchy 1.4 turbo, a large panoramic sunroof and more equipment than most rivals at its price.',
      descAr:
        'كروس أوفر مدمجة بمحرك تيربو سعة 1.4 لتر قوي الاستجابة، وفتحة سقف بانورامية كبيرة، وتجهيزات تفوق معظم منافساتها في السعر نفسه.',
      trims: [
        { en: 'Classic 1.5', ar: 'كلاسيك 1.5', price: 74_900, tier: 1, engine: engine(1.5, 4, 107, 145, 'a6', 'fwd', { economy: 15.1 }) },
        { en: 'Elite 1.4T', ar: 'إيليت 1.4 تيربو', price: 85_500, tier: 2, engine: engine(1.4, 4, 158, 260, 'd7', 'fwd', { turbo: true, economy: 15.4 }) },
        { en: 'Lux 1.4T', ar: 'لكس 1.4 تيربو', price: 92_900, tier: 3, engine: engine(1.4, 4, 158, 260, 'd7', 'fwd', { turbo: true, economy: 15.4 }) },
      ],
    },
    {
      slug: 'cs75-plus',
      en: 'CS75 Plus',
      ar: 'CS75 بلس',
      body: 'suv',
      seats: 5,
      dims: [4700, 1865, 1710, 2710, 180],
      wheels: [18, 19, 20],
      tankL: 58,
      descEn:
        'A stylish midsize SUV with a twin-screen cockpit, a roomy interior and a 233-horsepower 2.0 turbo on the Royal trim.',
      descAr:
        'سيارة SUV متوسطة أنيقة بمقصورة قيادة بشاشتين ومساحة داخلية رحبة، ومحرك تيربو سعة 2.0 لتر بقوة 233 حصاناً في فئة رويال.',
      trims: [
        { en: 'Elite 1.5T', ar: 'إيليت 1.5 تيربو', price: 99_900, tier: 1, engine: engine(1.5, 4, 178, 300, 'd7', 'fwd', { turbo: true, economy: 14.2 }) },
        { en: 'Luxury 1.5T', ar: 'لكجري 1.5 تيربو', price: 109_500, tier: 2, engine: engine(1.5, 4, 178, 300, 'd7', 'fwd', { turbo: true, economy: 14.2 }) },
        { en: 'Royal 2.0T', ar: 'رويال 2.0 تيربو', price: 124_900, tier: 3, engine: engine(2.0, 4, 233, 390, 'a8', 'fwd', { turbo: true, economy: 12.4 }) },
      ],
    },
  ],
}

export const geely: BrandData = {
  slug: 'geely',
  en: 'Geely',
  ar: 'جيلي',
  audio: 'Infinity',
  models: [
    {
      slug: 'emgrand',
      en: 'Emgrand',
      ar: 'إمجراند',
      body: 'sedan',
      seats: 5,
      dims: [4638, 1822, 1460, 2650, 145],
      wheels: [16, 16, 17],
      tankL: 50,
      descEn:
        'A roomy compact sedan with a quiet cabin, a large touchscreen and a reputation for value among Saudi families.',
      descAr:
        'سيدان مدمجة رحبة بمقصورة هادئة وشاشة لمس كبيرة، اكتسبت سمعة طيبة لدى العائلات السعودية بقيمتها مقابل سعرها.',
      trims: [
        { en: 'GS', ar: 'GS', price: 59_900, tier: 1, engine: engine(1.5, 4, 114, 147, 'cvt', 'fwd', { economy: 17.5 }) },
        { en: 'GL', ar: 'GL', price: 65_500, tier: 2, engine: engine(1.5, 4, 114, 147, 'cvt', 'fwd', { economy: 17.5 }) },
        { en: 'GF', ar: 'GF', price: 69_900, tier: 3, engine: engine(1.5, 4, 114, 147, 'cvt', 'fwd', { economy: 17.5 }) },
      ],
    },
    {
      slug: 'coolray',
      en: 'Coolray',
      ar: 'كولراي',
      body: 'crossover',
      seats: 5,
      dims: [4380, 1810, 1615, 2600, 196],
      wheels: [17, 18, 18],
      tankL: 45,
      descEn:
        'A sporty small crossover with a 174-horsepower 1.5 turbo, a seven-speed dual-clutch gearbox and a youthful design.',
      descAr:
        'كروس أوفر صغيرة رياضية بمحرك تيربو سعة 1.5 لتر وقوة 174 حصاناً، وناقل حركة مزدوج القابض من 7 سرعات، وتصميم شبابي.',
      trims: [
        { en: 'Sport', ar: 'سبورت', price: 84_900, tier: 1, engine: engine(1.5, 3, 174, 255, 'd7', 'fwd', { turbo: true, economy: 15.6 }) },
        { en: 'Flagship', ar: 'فلاغشيب', price: 94_500, tier: 3, engine: engine(1.5, 3, 174, 255, 'd7', 'fwd', { turbo: true, economy: 15.6 }), featured: true },
      ],
    },
    {
      slug: 'monjaro',
      en: 'Monjaro',
      ar: 'مونجارو',
      body: 'suv',
      seats: 5,
      dims: [4770, 1895, 1689, 2845, 180],
      wheels: [19, 20, 20],
      tankL: 62,
      descEn:
        'A premium midsize SUV built on Volvo-developed architecture, with a 238-horsepower 2.0 turbo, all-wheel drive and a Nappa leather cabin.',
      descAr:
        'سيارة SUV متوسطة فاخرة مبنية على منصة طُورت بالتعاون مع فولفو، بمحرك تيربو سعة 2.0 لتر وقوة 238 حصاناً، ودفع كلي، ومقصورة بجلد النابا.',
      trims: [
        { en: 'Luxury', ar: 'لكجري', price: 144_900, tier: 2, engine: engine(2.0, 4, 238, 350, 'a8', 'fwd', { turbo: true, economy: 12.9 }) },
        { en: 'Flagship AWD', ar: 'فلاغشيب دفع كلي', price: 164_900, tier: 3, engine: engine(2.0, 4, 238, 350, 'a8', 'awd', { turbo: true, economy: 12.3 }) },
      ],
    },
  ],
}
