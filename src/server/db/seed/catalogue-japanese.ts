/** Toyota, Lexus, Nissan and Mazda as sold in Saudi Arabia, model years 2025–2026. */
import { engine, type BrandData } from './catalogue-types.ts'

export const toyota: BrandData = {
  slug: 'toyota',
  en: 'Toyota',
  ar: 'تويوتا',
  audio: 'JBL',
  models: [
    {
      slug: 'yaris',
      en: 'Yaris',
      ar: 'يارس',
      body: 'sedan',
      seats: 5,
      dims: [4425, 1740, 1480, 2620, 145],
      wheels: [15, 16, 16],
      tankL: 42,
      descEn:
        'An economical city sedan with a roomy cabin for its class, low running costs and the reliability Toyota owners in the Kingdom count on.',
      descAr:
        'سيدان اقتصادية مثالية للتنقل داخل المدينة، بمقصورة رحبة مقارنة بفئتها وتكاليف تشغيل منخفضة، مع الاعتمادية التي عُرفت بها تويوتا في المملكة.',
      trims: [
        { en: 'Y', ar: 'Y', price: 69_900, tier: 1, engine: engine(1.5, 4, 106, 140, 'cvt', 'fwd', { economy: 19.2 }), competitive: true },
        { en: 'YX', ar: 'YX', price: 75_900, tier: 2, engine: engine(1.5, 4, 106, 140, 'cvt', 'fwd', { economy: 19.2 }) },
        { en: 'YX Plus', ar: 'YX بلس', price: 81_500, tier: 3, engine: engine(1.5, 4, 106, 140, 'cvt', 'fwd', { economy: 19.2 }) },
      ],
    },
    {
      slug: 'corolla',
      en: 'Corolla',
      ar: 'كورولا',
      body: 'sedan',
      seats: 5,
      dims: [4630, 1780, 1435, 2700, 135],
      wheels: [16, 17, 17],
      tankL: 50,
      descEn:
        'The best-selling compact sedan, with a smooth 2.0-litre engine or a frugal hybrid, Toyota Safety Sense as standard and a quiet, well-finished cabin.',
      descAr:
        'السيدان المدمجة الأكثر مبيعاً، بمحرك 2.0 لتر سلس أو بنظام هجين موفر للوقود، مع حزمة تويوتا للسلامة بشكل قياسي ومقصورة هادئة متقنة التشطيب.',
      trims: [
        { en: 'XLI 2.0', ar: 'XLI 2.0', price: 89_900, tier: 1, engine: engine(2.0, 4, 169, 205, 'cvt', 'fwd', { economy: 17.6 }) },
        { en: 'GLI 2.0', ar: 'GLI 2.0', price: 99_500, tier: 2, engine: engine(2.0, 4, 169, 205, 'cvt', 'fwd', { economy: 17.6 }), featured: true },
        { en: 'Hybrid GLI', ar: 'GLI هايبرد', price: 112_900, tier: 3, engine: engine(1.8, 4, 138, 142, 'cvt', 'fwd', { fuel: 'hybrid', economy: 25.6 }) },
      ],
    },
    {
      slug: 'camry',
      en: 'Camry',
      ar: 'كامري',
      body: 'sedan',
      seats: 5,
      dims: [4920, 1840, 1445, 2825, 140],
      wheels: [17, 18, 19],
      tankL: 50,
      descEn:
        'The all-new Camry is now hybrid-only: 225 horsepower from its 2.5-litre hybrid system, remarkable fuel economy and a spacious cabin built for long drives between cities.',
      descAr:
        'كامري الجديدة كلياً أصبحت بنظام هجين فقط: قوة 225 حصاناً من نظام هجين سعة 2.5 لتر، واستهلاك وقود لافت، ومقصورة واسعة مهيأة للرحلات الطويلة بين المدن.',
      trims: [
        { en: 'LE', ar: 'LE', price: 116_800, tier: 1, engine: engine(2.5, 4, 225, 221, 'cvt', 'fwd', { fuel: 'hybrid', economy: 23.8 }) },
        { en: 'SE', ar: 'SE', price: 127_500, tier: 2, engine: engine(2.5, 4, 225, 221, 'cvt', 'fwd', { fuel: 'hybrid', economy: 23.8 }) },
        { en: 'GLE', ar: 'GLE', price: 136_900, tier: 2, engine: engine(2.5, 4, 225, 221, 'cvt', 'fwd', { fuel: 'hybrid', economy: 23.8 }), featured: true },
        { en: 'GLX', ar: 'GLX', price: 149_500, tier: 3, engine: engine(2.5, 4, 225, 221, 'cvt', 'fwd', { fuel: 'hybrid', economy: 23.8 }), stock: 'limited' },
        { en: 'GLE', ar: 'GLE', price: 128_900, tier: 2, year: 2025, engine: engine(2.5, 4, 203, 250, 'a8', 'fwd', { economy: 15.6 }), competitive: true },
      ],
    },
    {
      slug: 'raize',
      en: 'Raize',
      ar: 'رايز',
      body: 'crossover',
      seats: 5,
      dims: [4030, 1710, 1635, 2525, 200],
      wheels: [16, 17, 17],
      tankL: 36,
      descEn:
        'A compact crossover with a lively 1.0-litre turbo, high ground clearance for uneven roads and a tight turning circle for crowded city streets.',
      descAr:
        'كروس أوفر مدمجة بمحرك تيربو نشيط سعة 1.0 لتر، وخلوص أرضي مرتفع للطرق غير الممهدة، ودائرة دوران صغيرة تناسب شوارع المدن المزدحمة.',
      trims: [
        { en: 'E', ar: 'E', price: 67_500, tier: 1, engine: engine(1.0, 3, 98, 140, 'cvt', 'fwd', { turbo: true, economy: 18.2 }) },
        { en: 'G', ar: 'G', price: 74_900, tier: 2, engine: engine(1.0, 3, 98, 140, 'cvt', 'fwd', { turbo: true, economy: 18.2 }) },
      ],
    },
    {
      slug: 'rav4',
      en: 'RAV4',
      ar: 'راف 4',
      body: 'suv',
      seats: 5,
      dims: [4600, 1855, 1685, 2690, 195],
      wheels: [17, 18, 19],
      tankL: 55,
      descEn:
        'A practical family SUV with a generous boot, available all-wheel drive and a hybrid option that returns sedan-like economy.',
      descAr:
        'سيارة SUV عائلية عملية بصندوق أمتعة واسع، مع دفع كلي متوفر وخيار هجين يقدّم استهلاكاً للوقود يضاهي سيارات السيدان.',
      trims: [
        { en: 'LE 2WD', ar: 'LE دفع ثنائي', price: 115_900, tier: 1, engine: engine(2.5, 4, 203, 243, 'a8', 'fwd', { economy: 15.3 }) },
        { en: 'XLE AWD', ar: 'XLE دفع كلي', price: 129_900, tier: 2, engine: engine(2.5, 4, 203, 243, 'a8', 'awd', { economy: 14.7 }) },
        { en: 'Adventure AWD', ar: 'أدفنتشر دفع كلي', price: 139_900, tier: 3, engine: engine(2.5, 4, 203, 243, 'a8', 'awd', { economy: 14.5 }) },
        { en: 'Hybrid Limited', ar: 'ليمتد هايبرد', price: 154_900, tier: 3, engine: engine(2.5, 4, 218, 221, 'cvt', 'awd', { fuel: 'hybrid', economy: 21.2 }), stock: 'on_order' },
      ],
    },
    {
      slug: 'land-cruiser',
      en: 'Land Cruiser',
      ar: 'لاند كروزر',
      body: 'suv',
      seats: 7,
      dims: [4985, 1980, 1950, 2850, 230],
      wheels: [18, 20, 20],
      tankL: 110,
      frame: true,
      descEn:
        "The Kingdom's favourite full-size 4x4: a twin-turbo V6 with 409 horsepower, a ten-speed gearbox and the proven body-on-frame build that handles the dunes and the highway alike.",
      descAr:
        'سيارة الدفع الرباعي الكبيرة المفضلة في المملكة: محرك V6 بشاحنين توربينيين وقوة 409 أحصنة، وناقل حركة من 10 سرعات، وهيكل على شاسيه أثبت جدارته على الكثبان والطرق السريعة معاً.',
      trims: [
        { en: 'GX-R 4.0', ar: 'GX-R 4.0', price: 289_900, tier: 1, engine: engine(4.0, 6, 271, 385, 'a6', '4wd', { economy: 7.6 }) },
        { en: 'GX-R Twin Turbo', ar: 'GX-R تيربو مزدوج', price: 316_000, tier: 1, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.9 }) },
        { en: 'VX-R', ar: 'VX-R', price: 384_500, tier: 2, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.9 }), featured: true },
        { en: 'GR Sport', ar: 'GR سبورت', price: 431_900, tier: 3, seats: 5, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.7 }), stock: 'limited' },
        { en: 'VX-R', ar: 'VX-R', price: 365_000, tier: 2, year: 2025, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.9 }), competitive: true },
      ],
    },
    {
      slug: 'prado',
      en: 'Prado',
      ar: 'برادو',
      body: 'suv',
      seats: 7,
      dims: [4925, 1980, 1905, 2850, 215],
      wheels: [18, 18, 20],
      tankL: 80,
      frame: true,
      descEn:
        'The new-generation Prado pairs a boxy, rugged look with a 2.4-litre turbo, an eight-speed automatic and full-time four-wheel drive.',
      descAr:
        'الجيل الجديد من برادو يجمع تصميماً صلباً بخطوط مستقيمة مع محرك تيربو سعة 2.4 لتر، وناقل حركة أوتوماتيكي من 8 سرعات، ودفع رباعي دائم.',
      trims: [
        { en: 'TX', ar: 'TX', price: 219_900, tier: 1, engine: engine(2.4, 4, 278, 430, 'a8', '4wd', { turbo: true, economy: 9.6 }) },
        { en: 'TXL', ar: 'TXL', price: 239_500, tier: 2, engine: engine(2.4, 4, 278, 430, 'a8', '4wd', { turbo: true, economy: 9.6 }) },
        { en: 'VX', ar: 'VX', price: 259_900, tier: 3, engine: engine(2.4, 4, 278, 430, 'a8', '4wd', { turbo: true, economy: 9.4 }) },
      ],
    },
    {
      slug: 'hilux',
      en: 'Hilux',
      ar: 'هايلكس',
      body: 'pickup',
      seats: 5,
      dims: [5325, 1855, 1815, 3085, 286],
      wheels: [16, 17, 18],
      tankL: 80,
      frame: true,
      descEn:
        'The workhorse pickup of the Kingdom, trusted by farms, contractors and families for its durability, payload and resale value.',
      descAr:
        'البيك أب الأكثر اعتماداً في المملكة، يثق بها المزارعون والمقاولون والعائلات لمتانتها وقدرتها على التحميل وقيمتها العالية عند إعادة البيع.',
      trims: [
        { en: 'Single Cab 2.7', ar: 'غمارة 2.7', price: 79_900, tier: 1, seats: 3, engine: engine(2.7, 4, 164, 245, 'm5', 'rwd', { economy: 10.2 }), competitive: true },
        { en: 'Double Cab GL 2.7', ar: 'غمارتين GL 2.7', price: 99_500, tier: 1, engine: engine(2.7, 4, 164, 245, 'a6', 'rwd', { economy: 9.8 }) },
        { en: 'Double Cab GLX 2.7 4x4', ar: 'غمارتين GLX 2.7 دفع رباعي', price: 114_900, tier: 2, engine: engine(2.7, 4, 164, 245, 'a6', '4wd', { economy: 9.4 }), featured: true },
        { en: 'Adventure 2.8 Diesel', ar: 'أدفنتشر 2.8 ديزل', price: 149_900, tier: 3, engine: engine(2.8, 4, 201, 500, 'a6', '4wd', { turbo: true, fuel: 'diesel', economy: 12.6 }), stock: 'limited' },
      ],
    },
    {
      slug: 'hiace',
      en: 'Hiace',
      ar: 'هايس',
      body: 'van',
      seats: 13,
      dims: [5380, 1880, 2285, 3210, 185],
      wheels: [16, 17, 17],
      tankL: 70,
      descEn:
        'A thirteen-seat passenger van for schools, companies and tour operators, with a strong V6 and a cabin that stays cool on summer days.',
      descAr:
        'حافلة ركاب بثلاثة عشر مقعداً للمدارس والشركات ومنظمي الرحلات، بمحرك V6 قوي ومقصورة تبقى باردة في أيام الصيف.',
      trims: [
        { en: 'Standard Roof 13 Seats', ar: 'سقف عادي 13 راكباً', price: 144_900, tier: 1, engine: engine(3.5, 6, 277, 365, 'a6', 'rwd', { economy: 8.3 }) },
        { en: 'High Roof 13 Seats Diesel', ar: 'سقف عالٍ 13 راكباً ديزل', price: 159_900, tier: 2, engine: engine(2.8, 4, 174, 420, 'a6', 'rwd', { turbo: true, fuel: 'diesel', economy: 11.6 }), stock: 'on_order' },
      ],
    },
  ],
}

export const lexus: BrandData = {
  slug: 'lexus',
  en: 'Lexus',
  ar: 'لكزس',
  audio: 'Mark Levinson',
  models: [
    {
      slug: 'es',
      en: 'ES',
      ar: 'ES',
      body: 'sedan',
      seats: 5,
      dims: [4975, 1865, 1445, 2870, 150],
      wheels: [17, 18, 19],
      tankL: 60,
      descEn:
        'A luxury sedan with a whisper-quiet cabin, generous rear legroom and craftsmanship in every detail, available as a 2.5, a hybrid or a V6 F Sport.',
      descAr:
        'سيدان فاخرة بمقصورة شديدة الهدوء ومساحة واسعة للأرجل في المقاعد الخلفية وحرفية في كل تفصيل، متوفرة بمحرك 2.5 أو بنظام هجين أو بمحرك V6 بفئة F سبورت.',
      trims: [
        { en: 'ES 250 Premier', ar: 'ES 250 بريمير', price: 219_900, tier: 1, engine: engine(2.5, 4, 204, 247, 'a8', 'fwd', { economy: 15.4 }) },
        { en: 'ES 300h Platinum', ar: 'ES 300h بلاتينيوم', price: 259_500, tier: 2, engine: engine(2.5, 4, 218, 221, 'cvt', 'fwd', { fuel: 'hybrid', economy: 22.4 }) },
        { en: 'ES 350 F Sport', ar: 'ES 350 F سبورت', price: 279_900, tier: 3, engine: engine(3.5, 6, 302, 362, 'a8', 'fwd', { economy: 11.2 }) },
      ],
    },
    {
      slug: 'rx',
      en: 'RX',
      ar: 'RX',
      body: 'suv',
      seats: 5,
      dims: [4890, 1920, 1695, 2850, 205],
      wheels: [19, 21, 21],
      tankL: 68,
      descEn:
        'The midsize luxury SUV that defined the segment, now with a 2.4-litre turbo and a 366-horsepower hybrid F Sport at the top of the range.',
      descAr:
        'سيارة SUV الفاخرة المتوسطة التي رسمت ملامح فئتها، بمحرك تيربو سعة 2.4 لتر، وفي قمة الفئات نسخة F سبورت الهجينة بقوة 366 حصاناً.',
      trims: [
        { en: 'RX 350 Premier', ar: 'RX 350 بريمير', price: 309_900, tier: 1, engine: engine(2.4, 4, 275, 430, 'a8', 'awd', { turbo: true, economy: 11.3 }) },
        { en: 'RX 350 Luxury', ar: 'RX 350 لكجري', price: 349_500, tier: 2, engine: engine(2.4, 4, 275, 430, 'a8', 'awd', { turbo: true, economy: 11.3 }) },
        { en: 'RX 500h F Sport', ar: 'RX 500h F سبورت', price: 419_900, tier: 3, engine: engine(2.4, 4, 366, 460, 'a6', 'awd', { turbo: true, fuel: 'hybrid', economy: 13.1 }), stock: 'on_order' },
      ],
    },
    {
      slug: 'lx',
      en: 'LX',
      ar: 'LX',
      body: 'suv',
      seats: 7,
      dims: [5100, 1990, 1885, 2850, 205],
      wheels: [20, 22, 22],
      tankL: 80,
      frame: true,
      descEn:
        'The flagship Lexus 4x4: a twin-turbo V6, adaptive variable suspension and a hand-finished interior, with a four-seat VIP version for chauffeured travel.',
      descAr:
        'سيارة لكزس الرائدة ذات الدفع الرباعي: محرك V6 بشاحنين توربينيين، وتعليق متغير متكيف، ومقصورة مشطبة يدوياً، مع نسخة VIP بأربعة مقاعد للتنقل بسائق خاص.',
      trims: [
        { en: 'LX 600 Premier', ar: 'LX 600 بريمير', price: 549_900, tier: 1, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.5 }) },
        { en: 'LX 600 Luxury', ar: 'LX 600 لكجري', price: 619_500, tier: 2, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.5 }), featured: true },
        { en: 'LX 600 F Sport', ar: 'LX 600 F سبورت', price: 649_900, tier: 3, seats: 5, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.4 }) },
        { en: 'LX 600 VIP', ar: 'LX 600 VIP', price: 799_000, tier: 3, seats: 4, engine: engine(3.5, 6, 409, 650, 'a10', '4wd', { turbo: true, economy: 8.4 }), stock: 'on_order' },
      ],
    },
  ],
}

export const nissan: BrandData = {
  slug: 'nissan',
  en: 'Nissan',
  ar: 'نيسان',
  audio: 'Bose',
  models: [
    {
      slug: 'sunny',
      en: 'Sunny',
      ar: 'صني',
      body: 'sedan',
      seats: 5,
      dims: [4495, 1740, 1505, 2620, 150],
      wheels: [15, 16, 16],
      tankL: 41,
      descEn:
        'A dependable everyday sedan with one of the largest rear seats in its class, an efficient 1.6-litre engine and low maintenance costs.',
      descAr:
        'سيدان يومية يُعتمد عليها بمقعد خلفي من الأوسع في فئتها، ومحرك 1.6 لتر اقتصادي، وتكاليف صيانة منخفضة.',
      trims: [
        { en: 'S Manual', ar: 'S يدوي', price: 62_900, tier: 1, engine: engine(1.6, 4, 118, 149, 'm5', 'fwd', { economy: 17.2 }), competitive: true },
        { en: 'S', ar: 'S', price: 67_500, tier: 1, engine: engine(1.6, 4, 118, 149, 'cvt', 'fwd', { economy: 17.8 }) },
        { en: 'SV', ar: 'SV', price: 72_900, tier: 2, engine: engine(1.6, 4, 118, 149, 'cvt', 'fwd', { economy: 17.8 }) },
        { en: 'SL', ar: 'SL', price: 78_500, tier: 3, engine: engine(1.6, 4, 118, 149, 'cvt', 'fwd', { economy: 17.8 }) },
      ],
    },
    {
      slug: 'altima',
      en: 'Altima',
      ar: 'ألتيما',
      body: 'sedan',
      seats: 5,
      dims: [4900, 1850, 1445, 2825, 135],
      wheels: [16, 17, 19],
      tankL: 61,
      descEn:
        'A comfortable midsize sedan with Zero Gravity seats that ease long journeys, a 2.5-litre engine and ProPILOT driver assistance on upper trims.',
      descAr:
        'سيدان متوسطة مريحة بمقاعد Zero Gravity التي تخفف عناء الرحلات الطويلة، ومحرك سعة 2.5 لتر، ونظام ProPILOT لمساعدة السائق في الفئات العليا.',
      trims: [
        { en: 'S', ar: 'S', price: 109_900, tier: 1, engine: engine(2.5, 4, 182, 244, 'cvt', 'fwd', { economy: 15.8 }) },
        { en: 'SV', ar: 'SV', price: 121_500, tier: 2, engine: engine(2.5, 4, 182, 244, 'cvt', 'fwd', { economy: 15.8 }) },
        { en: 'SR', ar: 'SR', price: 129_900, tier: 3, engine: engine(2.5, 4, 182, 244, 'cvt', 'fwd', { economy: 15.5 }) },
        { en: 'SL', ar: 'SL', price: 133_900, tier: 3, engine: engine(2.5, 4, 182, 244, 'cvt', 'fwd', { economy: 15.8 }) },
      ],
    },
    {
      slug: 'x-trail',
      en: 'X-Trail',
      ar: 'إكس تريل',
      body: 'suv',
      seats: 7,
      dims: [4680, 1840, 1725, 2705, 205],
      wheels: [17, 18, 19],
      tankL: 55,
      descEn:
        'A seven-seat family SUV with intelligent four-wheel drive, a flexible second row and plenty of storage for weekend trips.',
      descAr:
        'سيارة SUV عائلية بسبعة مقاعد ونظام دفع رباعي ذكي، وصف ثانٍ مرن، ومساحات تخزين وفيرة لرحلات نهاية الأسبوع.',
      trims: [
        { en: 'S 2WD', ar: 'S دفع ثنائي', price: 119_900, tier: 1, engine: engine(2.5, 4, 181, 245, 'cvt', 'fwd', { economy: 14.3 }) },
        { en: 'SV 4WD', ar: 'SV دفع رباعي', price: 134_500, tier: 2, engine: engine(2.5, 4, 181, 245, 'cvt', 'awd', { economy: 13.7 }) },
        { en: 'Platinum 4WD', ar: 'بلاتينيوم دفع رباعي', price: 152_900, tier: 3, engine: engine(2.5, 4, 181, 245, 'cvt', 'awd', { economy: 13.7 }) },
      ],
    },
    {
      slug: 'patrol',
      en: 'Patrol',
      ar: 'باترول',
      body: 'suv',
      seats: 8,
      dims: [5350, 2030, 1955, 3075, 260],
      wheels: [18, 20, 22],
      tankL: 100,
      frame: true,
      descEn:
        'The all-new Patrol arrives with a 3.8-litre V6 or a 425-horsepower twin-turbo V6, a nine-speed automatic and the desert pedigree that made its name in the Gulf.',
      descAr:
        'باترول الجديدة كلياً تصل بمحرك V6 سعة 3.8 لتر أو بمحرك V6 بشاحنين توربينيين وقوة 425 حصاناً، وناقل حركة أوتوماتيكي من 9 سرعات، وبالسمعة الصحراوية التي صنعت اسمها في الخليج.',
      trims: [
        { en: 'XE 3.8', ar: 'XE 3.8', price: 279_900, tier: 1, engine: engine(3.8, 6, 316, 386, 'a9', '4wd', { economy: 8.1 }) },
        { en: 'SE 3.8', ar: 'SE 3.8', price: 309_500, tier: 2, engine: engine(3.8, 6, 316, 386, 'a9', '4wd', { economy: 8.1 }) },
        { en: 'LE Titanium', ar: 'LE تيتانيوم', price: 399_900, tier: 3, engine: engine(3.5, 6, 425, 700, 'a9', '4wd', { turbo: true, economy: 8.3 }), featured: true },
        { en: 'LE Platinum', ar: 'LE بلاتينيوم', price: 439_900, tier: 3, seats: 7, engine: engine(3.5, 6, 425, 700, 'a9', '4wd', { turbo: true, economy: 8.3 }), stock: 'limited' },
      ],
    },
    {
      slug: 'navara',
      en: 'Navara',
      ar: 'نافارا',
      body: 'pickup',
      seats: 5,
      dims: [5255, 1850, 1840, 3150, 228],
      wheels: [16, 17, 18],
      tankL: 80,
      frame: true,
      descEn:
        'A double-cab pickup with coil-spring rear suspension for a smoother ride, available with a petrol engine or a twin-turbo diesel.',
      descAr:
        'بيك أب بغمارتين مع تعليق خلفي بنوابض حلزونية لقيادة أكثر سلاسة، متوفرة بمحرك بنزين أو بمحرك ديزل بشاحنين توربينيين.',
      trims: [
        { en: 'SE 2.5 4x2 Manual', ar: 'SE 2.5 دفع ثنائي يدوي', price: 89_900, tier: 1, engine: engine(2.5, 4, 158, 241, 'm6', 'rwd', { economy: 10.4 }) },
        { en: 'SE 2.5 4x4', ar: 'SE 2.5 دفع رباعي', price: 104_500, tier: 2, engine: engine(2.5, 4, 158, 241, 'a7', '4wd', { economy: 9.8 }) },
        { en: 'LE 2.3 Diesel 4x4', ar: 'LE 2.3 ديزل دفع رباعي', price: 129_900, tier: 3, engine: engine(2.3, 4, 190, 450, 'a7', '4wd', { turbo: true, fuel: 'diesel', economy: 13.1 }) },
      ],
    },
    {
      slug: 'z',
      en: 'Z',
      ar: 'Z',
      body: 'coupe',
      seats: 2,
      dims: [4380, 1845, 1315, 2550, 120],
      wheels: [18, 19, 19],
      tankL: 62,
      descEn:
        'A two-seat sports coupe with a 400-horsepower twin-turbo V6, rear-wheel drive and styling that nods to the legendary 240Z.',
      descAr:
        'كوبيه رياضية بمقعدين ومحرك V6 بشاحنين توربينيين وقوة 400 حصان، ودفع خلفي، وتصميم يستلهم ملامح الطراز الأسطوري 240Z.',
      trims: [
        { en: 'Performance Manual', ar: 'بيرفورمانس يدوي', price: 229_900, tier: 2, engine: engine(3.0, 6, 400, 475, 'm6', 'rwd', { turbo: true, economy: 9.6 }), stock: 'limited' },
        { en: 'Performance', ar: 'بيرفورمانس', price: 239_900, tier: 3, engine: engine(3.0, 6, 400, 475, 'a9', 'rwd', { turbo: true, economy: 9.9 }) },
      ],
    },
  ],
}

export const mazda: BrandData = {
  slug: 'mazda',
  en: 'Mazda',
  ar: 'مازدا',
  audio: 'Bose',
  models: [
    {
      slug: 'mazda3',
      en: 'Mazda 3',
      ar: 'مازدا 3',
      body: 'hatchback',
      seats: 5,
      dims: [4460, 1795, 1435, 2725, 140],
      wheels: [16, 18, 18],
      tankL: 51,
      descEn:
        'A beautifully designed hatchback with a driver-focused cockpit, sharp handling and a premium feel well above its price.',
      descAr:
        'هاتشباك بتصميم أنيق ومقصورة قيادة تتمحور حول السائق، وتحكم دقيق، وإحساس فاخر يفوق سعرها.',
      trims: [
        { en: 'Core 2.0', ar: 'كور 2.0', price: 92_900, tier: 1, engine: engine(2.0, 4, 155, 200, 'a6', 'fwd', { economy: 16.4 }) },
        { en: 'Prime 2.0', ar: 'برايم 2.0', price: 99_500, tier: 2, engine: engine(2.0, 4, 155, 200, 'a6', 'fwd', { economy: 16.4 }) },
        { en: 'High 2.5', ar: 'هاي 2.5', price: 109_900, tier: 3, engine: engine(2.5, 4, 186, 252, 'a6', 'fwd', { economy: 14.9 }) },
      ],
    },
    {
      slug: 'cx-5',
      en: 'CX-5',
      ar: 'CX-5',
      body: 'suv',
      seats: 5,
      dims: [4575, 1845, 1680, 2700, 200],
      wheels: [17, 19, 19],
      tankL: 58,
      descEn:
        'A refined compact SUV that drives like a sports sedan, with i-Activ all-wheel drive and a quiet, upmarket cabin.',
      descAr:
        'سيارة SUV مدمجة راقية تمنحك إحساس قيادة السيدان الرياضية، مع نظام الدفع الكلي i-Activ ومقصورة هادئة بلمسات فاخرة.',
      trims: [
        { en: 'Core 2.0', ar: 'كور 2.0', price: 112_900, tier: 1, engine: engine(2.0, 4, 155, 200, 'a6', 'fwd', { economy: 14.9 }) },
        { en: 'Prime 2.5', ar: 'برايم 2.5', price: 126_500, tier: 2, engine: engine(2.5, 4, 187, 252, 'a6', 'fwd', { economy: 14.1 }) },
        { en: 'High Plus 2.5 AWD', ar: 'هاي بلس 2.5 دفع كلي', price: 141_900, tier: 3, engine: engine(2.5, 4, 187, 252, 'a6', 'awd', { economy: 13.6 }) },
      ],
    },
    {
      slug: 'cx-90',
      en: 'CX-90',
      ar: 'CX-90',
      body: 'suv',
      seats: 7,
      dims: [5120, 1994, 1733, 3120, 200],
      wheels: [19, 21, 21],
      tankL: 74,
      descEn:
        "Mazda's largest SUV, built on a rear-drive platform with a turbocharged inline-six mild hybrid and three rows of genuinely usable seats.",
      descAr:
        'أكبر SUV من مازدا، مبنية على منصة دفع خلفي بمحرك سداسي الأسطوانات على خط واحد مزود بشاحن توربيني ونظام هجين خفيف، وثلاثة صفوف من المقاعد المريحة فعلاً.',
      trims: [
        { en: 'Prime 3.3T', ar: 'برايم 3.3 تيربو', price: 219_900, tier: 2, engine: engine(3.3, 6, 280, 450, 'a8', 'awd', { turbo: true, layout: 'inline', economy: 11.1 }) },
        { en: 'Signature 3.3T', ar: 'سيجنتشر 3.3 تيربو', price: 259_900, tier: 3, seats: 6, engine: engine(3.3, 6, 340, 500, 'a8', 'awd', { turbo: true, layout: 'inline', economy: 10.8 }), stock: 'on_order' },
      ],
    },
    {
      slug: 'mx-5',
      en: 'MX-5',
      ar: 'MX-5',
      body: 'coupe',
      seats: 2,
      dims: [3915, 1735, 1230, 2310, 135],
      wheels: [16, 17, 17],
      tankL: 45,
      descEn:
        'The lightweight two-seat roadster, with perfect 50:50 balance, a rev-happy 2.0-litre engine and a retractable hard top on the RF.',
      descAr:
        'الرودستر الخفيفة بمقعدين، بتوزيع وزن مثالي 50:50، ومحرك 2.0 لتر يعشق الدوران العالي، وسقف صلب قابل للطي في نسخة RF.',
      trims: [
        { en: 'Roadster 2.0', ar: 'رودستر 2.0', price: 159_900, tier: 2, engine: engine(2.0, 4, 184, 205, 'm6', 'rwd', { economy: 14.9 }) },
        { en: 'RF Grand Touring', ar: 'RF جراند تورينج', price: 179_900, tier: 3, engine: engine(2.0, 4, 184, 205, 'a6', 'rwd', { economy: 14.5 }), year: 2025 },
      ],
    },
  ],
}
