/** Chevrolet, GMC and Ford as sold in Saudi Arabia, model years 2025–2026. */
import { engine, type BrandData } from './catalogue-types.ts'

export const chevrolet: BrandData = {
  slug: 'chevrolet',
  en: 'Chevrolet',
  ar: 'شفروليه',
  audio: 'Bose',
  models: [
    {
      slug: 'captiva',
      en: 'Captiva',
      ar: 'كابتيفا',
      body: 'crossover',
      seats: 5,
      dims: [4655, 1835, 1730, 2750, 185],
      wheels: [17, 18, 18],
      tankL: 52,
      descEn:
        'A spacious, well-equipped crossover with a frugal 1.5 turbo and an optional third row for growing families.',
      descAr:
        'كروس أوفر رحبة وغنية بالتجهيزات، بمحرك تيربو سعة 1.5 لتر اقتصادي، وصف ثالث اختياري للعائلات المتنامية.',
      trims: [
        { en: 'LS', ar: 'LS', price: 89_900, tier: 1, engine: engine(1.5, 4, 145, 230, 'cvt', 'fwd', { turbo: true, economy: 14.7 }), competitive: true },
        { en: 'Premier 7 Seats', ar: 'بريمير 7 مقاعد', price: 103_500, tier: 3, seats: 7, engine: engine(1.5, 4, 145, 230, 'cvt', 'fwd', { turbo: true, economy: 14.7 }) },
      ],
    },
    {
      slug: 'tahoe',
      en: 'Tahoe',
      ar: 'تاهو',
      body: 'suv',
      seats: 8,
      dims: [5352, 2058, 1927, 3071, 203],
      wheels: [18, 20, 22],
      tankL: 91,
      frame: true,
      descEn:
        'A full-size V8 SUV with independent rear suspension, a flat-folding third row and towing capacity for boats and caravans.',
      descAr:
        'سيارة SUV كبيرة الحجم بمحرك V8 وتعليق خلفي مستقل، وصف ثالث ينطوي بشكل مستوٍ، وقدرة قطر تكفي للقوارب والكرفانات.',
      trims: [
        { en: 'LS 5.3', ar: 'LS 5.3', price: 259_900, tier: 1, engine: engine(5.3, 8, 355, 519, 'a10', 'rwd', { economy: 7.4 }) },
        { en: 'LT 5.3 4WD', ar: 'LT 5.3 دفع رباعي', price: 299_500, tier: 2, engine: engine(5.3, 8, 355, 519, 'a10', '4wd', { economy: 7.1 }) },
        { en: 'Z71 5.3', ar: 'Z71 5.3', price: 319_900, tier: 2, engine: engine(5.3, 8, 355, 519, 'a10', '4wd', { economy: 7.0 }) },
        { en: 'High Country 6.2', ar: 'هاي كنتري 6.2', price: 389_900, tier: 3, seats: 7, engine: engine(6.2, 8, 420, 624, 'a10', '4wd', { economy: 6.8 }), featured: true },
      ],
    },
    {
      slug: 'silverado',
      en: 'Silverado',
      ar: 'سلفرادو',
      body: 'pickup',
      seats: 5,
      dims: [5885, 2063, 1918, 3745, 236],
      wheels: [17, 18, 20],
      tankL: 91,
      frame: true,
      descEn:
        'A full-size crew-cab pickup with a large bed, strong V8 engines and a 2.7 turbo that pulls like a much bigger engine.',
      descAr:
        'بيك أب كبيرة بغمارتين وصندوق حمولة واسع، بمحركات V8 قوية ومحرك تيربو سعة 2.7 لتر يسحب كأنه محرك أكبر بكثير.',
      trims: [
        { en: 'Work Truck 2.7T', ar: 'ورك تراك 2.7 تيربو', price: 189_900, tier: 1, engine: engine(2.7, 4, 310, 583, 'a8', 'rwd', { turbo: true, economy: 9.1 }) },
        { en: 'LT Trail Boss 5.3', ar: 'LT تريل بوس 5.3', price: 259_500, tier: 2, engine: engine(5.3, 8, 355, 519, 'a10', '4wd', { economy: 7.2 }) },
        { en: 'High Country 6.2', ar: 'هاي كنتري 6.2', price: 309_900, tier: 3, engine: engine(6.2, 8, 420, 624, 'a10', '4wd', { economy: 6.9 }) },
      ],
    },
    {
      slug: 'corvette',
      en: 'Corvette',
      ar: 'كورفيت',
      body: 'coupe',
      seats: 2,
      dims: [4630, 1934, 1234, 2722, 96],
      wheels: [19, 20, 20],
      tankL: 70,
      descEn:
        'The mid-engine American supercar: a 6.2-litre V8 behind the seats, a lightning-fast dual-clutch gearbox and a removable roof panel.',
      descAr:
        'السيارة الخارقة الأمريكية بمحرك وسطي: محرك V8 سعة 6.2 لتر خلف المقاعد، وناقل حركة مزدوج القابض فائق السرعة، ولوح سقف قابل للإزالة.',
      trims: [
        { en: 'Stingray 1LT', ar: 'ستينغراي 1LT', price: 429_900, tier: 2, engine: engine(6.2, 8, 495, 637, 'd8', 'rwd', { economy: 7.9 }), stock: 'limited' },
        { en: 'Stingray 3LT', ar: 'ستينغراي 3LT', price: 479_900, tier: 3, engine: engine(6.2, 8, 495, 637, 'd8', 'rwd', { economy: 7.9 }), stock: 'on_order' },
      ],
    },
  ],
}

export const gmc: BrandData = {
  slug: 'gmc',
  en: 'GMC',
  ar: 'جي إم سي',
  audio: 'Bose',
  models: [
    {
      slug: 'yukon',
      en: 'Yukon',
      ar: 'يوكن',
      body: 'suv',
      seats: 8,
      dims: [5334, 2057, 1945, 3071, 203],
      wheels: [18, 20, 22],
      tankL: 91,
      frame: true,
      descEn:
        'A premium full-size SUV with a commanding presence, a spacious three-row cabin and the hand-crafted Denali interior at the top of the range.',
      descAr:
        'سيارة SUV فاخرة كبيرة الحجم بحضور طاغٍ، ومقصورة رحبة بثلاثة صفوف، وفي قمة الفئات مقصورة دينالي المصنوعة بعناية يدوية.',
      trims: [
        { en: 'SLE 5.3', ar: 'SLE 5.3', price: 279_900, tier: 1, engine: engine(5.3, 8, 355, 519, 'a10', '4wd', { economy: 7.1 }) },
        { en: 'SLT 5.3', ar: 'SLT 5.3', price: 329_500, tier: 2, engine: engine(5.3, 8, 355, 519, 'a10', '4wd', { economy: 7.1 }) },
        { en: 'AT4 6.2', ar: 'AT4 6.2', price: 369_900, tier: 3, seats: 7, engine: engine(6.2, 8, 420, 624, 'a10', '4wd', { economy: 6.8 }) },
        { en: 'Denali 6.2', ar: 'دينالي 6.2', price: 414_900, tier: 3, seats: 7, engine: engine(6.2, 8, 420, 624, 'a10', '4wd', { economy: 6.8 }), featured: true },
      ],
    },
    {
      slug: 'sierra',
      en: 'Sierra',
      ar: 'سييرا',
      body: 'pickup',
      seats: 5,
      dims: [5890, 2063, 1940, 3745, 240],
      wheels: [17, 20, 22],
      tankL: 91,
      frame: true,
      descEn:
        'A professional-grade full-size pickup with the MultiPro tailgate, off-road AT4 gear and the luxurious Denali trim.',
      descAr:
        'بيك أب كبيرة بمستوى احترافي، مع باب خلفي MultiPro متعدد الاستخدامات، وتجهيزات AT4 للطرق الوعرة، وفئة دينالي الفاخرة.',
      trims: [
        { en: 'Pro 5.3', ar: 'برو 5.3', price: 209_900, tier: 1, engine: engine(5.3, 8, 355, 519, 'a10', 'rwd', { economy: 7.4 }) },
        { en: 'SLT 5.3 4WD', ar: 'SLT 5.3 دفع رباعي', price: 264_500, tier: 2, engine: engine(5.3, 8, 355, 519, 'a10', '4wd', { economy: 7.2 }) },
        { en: 'AT4 6.2', ar: 'AT4 6.2', price: 299_900, tier: 3, engine: engine(6.2, 8, 420, 624, 'a10', '4wd', { economy: 6.9 }) },
        { en: 'Denali 6.2', ar: 'دينالي 6.2', price: 334_900, tier: 3, engine: engine(6.2, 8, 420, 624, 'a10', '4wd', { economy: 6.9 }), year: 2025, competitive: true },
      ],
    },
  ],
}

export const ford: BrandData = {
  slug: 'ford',
  en: 'Ford',
  ar: 'فورد',
  audio: 'B&O',
  models: [
    {
      slug: 'taurus',
      en: 'Taurus',
      ar: 'تورس',
      body: 'sedan',
      seats: 5,
      dims: [4996, 1882, 1480, 2949, 150],
      wheels: [17, 18, 19],
      tankL: 64,
      descEn:
        'A long-wheelbase executive sedan with limousine-like rear legroom and a smooth 2.0 EcoBoost engine.',
      descAr:
        'سيدان تنفيذية بقاعدة عجلات طويلة ومساحة للأرجل في الخلف تضاهي سيارات الليموزين، ومحرك إيكوبوست 2.0 لتر سلس الأداء.',
      trims: [
        { en: 'Ambiente 1.5T', ar: 'أمبينتي 1.5 تيربو', price: 109_900, tier: 1, engine: engine(1.5, 4, 181, 260, 'd7', 'fwd', { turbo: true, economy: 15.2 }) },
        { en: 'Trend 2.0T', ar: 'ترند 2.0 تيربو', price: 124_500, tier: 2, engine: engine(2.0, 4, 238, 376, 'a8', 'fwd', { turbo: true, economy: 13.0 }) },
        { en: 'Titanium 2.0T', ar: 'تيتانيوم 2.0 تيربو', price: 141_900, tier: 3, engine: engine(2.0, 4, 238, 376, 'a8', 'fwd', { turbo: true, economy: 13.0 }) },
      ],
    },
    {
      slug: 'territory',
      en: 'Territory',
      ar: 'تيريتوري',
      body: 'crossover',
      seats: 5,
      dims: [4630, 1935, 1706, 2726, 190],
      wheels: [18, 19, 19],
      tankL: 55,
      descEn:
        'A modern family crossover with a wide screen that spans the dashboard, a generous rear seat and a lively 1.5 turbo.',
      descAr:
        'كروس أوفر عائلية عصرية بشاشة عريضة تمتد على لوحة القيادة، ومقعد خلفي رحب، ومحرك تيربو نشيط سعة 1.5 لتر.',
      trims: [
        { en: 'Trend', ar: 'ترند', price: 94_900, tier: 1, engine: engine(1.5, 4, 168, 248, 'd7', 'fwd', { turbo: true, economy: 14.4 }) },
        { en: 'Titanium', ar: 'تيتانيوم', price: 109_500, tier: 3, engine: engine(1.5, 4, 168, 248, 'd7', 'fwd', { turbo: true, economy: 14.4 }), featured: true },
      ],
    },
    {
      slug: 'explorer',
      en: 'Explorer',
      ar: 'إكسبلورر',
      body: 'suv',
      seats: 7,
      dims: [5050, 2004, 1778, 3025, 200],
      wheels: [18, 20, 21],
      tankL: 68,
      descEn:
        'A seven-seat SUV on a rear-drive platform with intelligent four-wheel drive and a 400-horsepower ST for those who want more.',
      descAr:
        'سيارة SUV بسبعة مقاعد على منصة دفع خلفي مع دفع رباعي ذكي، ونسخة ST بقوة 400 حصان لمن يطلب المزيد.',
      trims: [
        { en: 'XLT 2.3T', ar: 'XLT 2.3 تيربو', price: 189_900, tier: 1, engine: engine(2.3, 4, 300, 420, 'a10', 'rwd', { turbo: true, economy: 10.6 }) },
        { en: 'Limited 2.3T 4WD', ar: 'ليمتد 2.3 تيربو دفع رباعي', price: 224_500, tier: 2, engine: engine(2.3, 4, 300, 420, 'a10', 'awd', { turbo: true, economy: 10.2 }) },
        { en: 'ST 3.0T', ar: 'ST 3.0 تيربو', price: 269_900, tier: 3, engine: engine(3.0, 6, 400, 563, 'a10', 'awd', { turbo: true, economy: 8.9 }) },
      ],
    },
    {
      slug: 'f-150',
      en: 'F-150',
      ar: 'F-150',
      body: 'pickup',
      seats: 5,
      dims: [5910, 2029, 1960, 3683, 241],
      wheels: [17, 18, 20],
      tankL: 98,
      frame: true,
      descEn:
        "America's best-selling pickup, with a military-grade aluminium body, the Pro Power Onboard generator and the desert-ready Raptor.",
      descAr:
        'البيك أب الأكثر مبيعاً في أمريكا، بهيكل من الألمنيوم العسكري الصلابة، ومولد كهرباء مدمج Pro Power Onboard، ونسخة رابتر المهيأة للصحراء.',
      trims: [
        { en: 'XL 2.7 EcoBoost', ar: 'XL 2.7 إيكوبوست', price: 199_900, tier: 1, engine: engine(2.7, 6, 325, 542, 'a10', 'rwd', { turbo: true, economy: 8.9 }) },
        { en: 'XLT 5.0 V8 4x4', ar: 'XLT 5.0 V8 دفع رباعي', price: 244_500, tier: 2, engine: engine(5.0, 8, 400, 556, 'a10', '4wd', { economy: 7.3 }) },
        { en: 'Lariat 3.5 EcoBoost', ar: 'لاريات 3.5 إيكوبوست', price: 289_900, tier: 3, engine: engine(3.5, 6, 400, 680, 'a10', '4wd', { turbo: true, economy: 8.1 }) },
        { en: 'Raptor', ar: 'رابتر', price: 389_900, tier: 3, engine: engine(3.5, 6, 450, 691, 'a10', '4wd', { turbo: true, economy: 6.9 }), stock: 'on_order', featured: true },
      ],
    },
    {
      slug: 'mustang',
      en: 'Mustang',
      ar: 'موستنج',
      body: 'coupe',
      seats: 4,
      dims: [4811, 1916, 1397, 2720, 130],
      wheels: [18, 19, 19],
      tankL: 61,
      descEn:
        'The seventh-generation Mustang keeps the long bonnet and fastback roof, now with a digital cockpit, a 2.3 EcoBoost or the 480-horsepower 5.0 V8 GT.',
      descAr:
        'الجيل السابع من موستنج يحافظ على الغطاء الأمامي الطويل والسقف الانسيابي، مع مقصورة رقمية بالكامل ومحرك إيكوبوست 2.3 لتر أو محرك V8 سعة 5.0 لتر بقوة 480 حصاناً في نسخة GT.',
      trims: [
        { en: 'EcoBoost Fastback', ar: 'إيكوبوست فاستباك', price: 189_900, tier: 2, engine: engine(2.3, 4, 315, 475, 'a10', 'rwd', { turbo: true, economy: 10.4 }) },
        { en: 'GT Fastback', ar: 'GT فاستباك', price: 264_900, tier: 3, engine: engine(5.0, 8, 480, 567, 'a10', 'rwd', { economy: 7.2 }), featured: true },
        { en: 'GT Premium', ar: 'GT بريميوم', price: 249_900, tier: 3, year: 2025, engine: engine(5.0, 8, 480, 567, 'a10', 'rwd', { economy: 7.2 }), competitive: true },
      ],
    },
  ],
}
