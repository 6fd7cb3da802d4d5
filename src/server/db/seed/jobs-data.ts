/** Open positions across the four cities, plus one closed posting kept for the record. */
import type { CitySlug, EmploymentType } from '../../../contract/content.ts'
import type { LocalizedText } from '../schema.ts'

export type JobData = {
  city: CitySlug
  titleEn: string
  titleAr: string
  descriptionEn: string
  descriptionAr: string
  requirements: LocalizedText[]
  employmentType: EmploymentType
  publishedAt: string
  open: boolean
}

const t = (en: string, ar: string): LocalizedText => ({ en, ar })
const saudiNational = t('Saudi national', 'أن يكون المتقدم سعودي الجنسية')
const licence = t('Valid Saudi driving licence', 'رخصة قيادة سعودية سارية')

export const jobData: readonly JobData[] = [
  {
    city: 'jeddah',
    titleEn: 'Sales Consultant',
    titleAr: 'مستشار مبيعات',
    descriptionEn:
      'Welcome customers at our Jeddah main showroom, understand their needs, present cars and finance options and follow each sale through to delivery.',
    descriptionAr:
      'استقبال العملاء في المعرض الرئيسي بجدة، وفهم احتياجاتهم، وعرض السيارات وخيارات التمويل، ومتابعة عملية البيع حتى التسليم.',
    requirements: [
      saudiNational,
      t("Bachelor's degree or diploma", 'شهادة بكالوريوس أو دبلوم'),
      t('At least one year of sales experience, preferably in cars', 'خبرة لا تقل عن سنة في المبيعات، ويفضل في قطاع السيارات'),
      t('Good command of Arabic and English', 'إجادة اللغتين العربية والإنجليزية'),
      licence,
    ],
    employmentType: 'full_time',
    publishedAt: '2026-11-12T08:00:00Z',
    open: true,
  },
  {
    city: 'riyadh',
    titleEn: 'Service Advisor',
    titleAr: 'مستشار خدمة',
    descriptionEn:
      'Receive customers at the Riyadh East service centre, explain the work needed, prepare estimates and keep customers informed until their car is ready.',
    descriptionAr:
      'استقبال العملاء في مركز خدمة شرق الرياض، وشرح الأعمال المطلوبة، وإعداد تقديرات التكلفة، وإبقاء العملاء على اطلاع حتى تجهيز سياراتهم.',
    requirements: [
      saudiNational,
      t('Diploma in automotive technology or a related field', 'دبلوم في تقنية السيارات أو مجال ذي صلة'),
      t('Two years of experience in an authorised service centre', 'خبرة سنتين في مركز خدمة معتمد'),
      t('Experience with dealer management systems', 'خبرة في استخدام أنظمة إدارة الوكالات'),
    ],
    employmentType: 'full_time',
    publishedAt: '2026-11-05T08:00:00Z',
    open: true,
  },
  {
    city: 'abha',
    titleEn: 'Automotive Technician (Light Vehicles)',
    titleAr: 'فني سيارات (مركبات خفيفة)',
    descriptionEn: 'Carry out periodic maintenance, diagnosis and repairs on passenger cars and SUVs at our renovated Abha service centre.',
    descriptionAr: 'تنفيذ أعمال الصيانة الدورية والتشخيص والإصلاح لسيارات الركاب وسيارات الدفع الرباعي في مركز خدمة أبها بعد تجديده.',
    requirements: [
      t(
        'Diploma from the Technical and Vocational Training Corporation or equivalent',
        'دبلوم من المؤسسة العامة للتدريب التقني والمهني أو ما يعادله',
      ),
      t('Three years of experience, including hybrid systems', 'خبرة ثلاث سنوات تشمل الأنظمة الهجينة'),
      t('Ability to use electronic diagnostic tools', 'القدرة على استخدام أجهزة التشخيص الإلكترونية'),
      licence,
    ],
    employmentType: 'full_time',
    publishedAt: '2026-10-28T08:00:00Z',
    open: true,
  },
  {
    city: 'tabuk',
    titleEn: 'Showroom Receptionist (male or female)',
    titleAr: 'موظف استقبال معرض (للجنسين)',
    descriptionEn:
      'Be the first face our customers see at the Tabuk showroom: welcome visitors, book test drives and service appointments and answer calls.',
    descriptionAr: 'تمثيل الواجهة الأولى لعملائنا في معرض تبوك: استقبال الزوار، وحجز تجارب القيادة ومواعيد الصيانة، والرد على الاتصالات.',
    requirements: [
      saudiNational,
      t('High school diploma or above', 'شهادة الثانوية العامة فأعلى'),
      t('Excellent communication skills', 'مهارات تواصل ممتازة'),
      t('Basic computer skills', 'مهارات أساسية في استخدام الحاسب الآلي'),
    ],
    employmentType: 'full_time',
    publishedAt: '2026-11-15T08:00:00Z',
    open: true,
  },
  {
    city: 'riyadh',
    titleEn: 'Finance and Insurance Officer',
    titleAr: 'مسؤول تمويل وتأمين',
    descriptionEn:
      'Prepare finance applications with our partner banks, compare offers for customers and arrange insurance and registration for delivered cars.',
    descriptionAr: 'إعداد طلبات التمويل مع البنوك الشريكة، ومقارنة العروض للعملاء، وترتيب التأمين والتسجيل للسيارات المسلّمة.',
    requirements: [
      saudiNational,
      t("Bachelor's degree in finance, accounting or business", 'شهادة بكالوريوس في المالية أو المحاسبة أو إدارة الأعمال'),
      t('Two years of experience in retail finance or car sales', 'خبرة سنتين في التمويل الاستهلاكي أو مبيعات السيارات'),
      t('Knowledge of Saudi Central Bank finance regulations', 'معرفة بأنظمة التمويل الصادرة عن البنك المركزي السعودي'),
    ],
    employmentType: 'full_time',
    publishedAt: '2026-10-20T08:00:00Z',
    open: true,
  },
  {
    city: 'jeddah',
    titleEn: 'Digital Marketing Specialist',
    titleAr: 'أخصائي تسويق رقمي',
    descriptionEn:
      'Plan and run our campaigns on social media and search, produce content in Arabic and English and report on leads and sales.',
    descriptionAr:
      'تخطيط حملاتنا على منصات التواصل الاجتماعي ومحركات البحث وتنفيذها، وإنتاج المحتوى باللغتين العربية والإنجليزية، وإعداد تقارير العملاء المحتملين والمبيعات.',
    requirements: [
      t("Bachelor's degree in marketing or a related field", 'شهادة بكالوريوس في التسويق أو مجال ذي صلة'),
      t(
        'Three years of experience with Snapchat, X, Instagram and TikTok ads',
        'خبرة ثلاث سنوات في إعلانات سناب شات وإكس وإنستغرام وتيك توك',
      ),
      t('A portfolio of campaigns', 'ملف أعمال يتضمن حملات سابقة'),
    ],
    employmentType: 'full_time',
    publishedAt: '2026-11-01T08:00:00Z',
    open: true,
  },
  {
    city: 'riyadh',
    titleEn: 'Cooperative Training Programme',
    titleAr: 'برنامج التدريب التعاوني',
    descriptionEn:
      'A paid training placement for university and college students in sales, after-sales, finance and marketing, at our Riyadh branches.',
    descriptionAr: 'فرصة تدريب مدفوعة لطلاب الجامعات والكليات في المبيعات وخدمات ما بعد البيع والتمويل والتسويق، في فروعنا بالرياض.',
    requirements: [
      saudiNational,
      t('Enrolled student with an official cooperative training letter', 'طالب منتظم لديه خطاب تدريب تعاوني رسمي'),
      t('Available for at least 12 weeks', 'التفرغ لمدة لا تقل عن 12 أسبوعًا'),
    ],
    employmentType: 'internship',
    publishedAt: '2026-11-08T08:00:00Z',
    open: true,
  },
  {
    city: 'tabuk',
    titleEn: 'Spare Parts Coordinator',
    titleAr: 'منسق قطع غيار',
    descriptionEn:
      'Manage spare parts stock at the Tabuk branch, order from brand agents and prepare parts for the workshop and counter sales.',
    descriptionAr: 'إدارة مخزون قطع الغيار في فرع تبوك، وطلب القطع من وكلاء العلامات، وتجهيزها للورشة ولمبيعات الكاونتر.',
    requirements: [
      t('Diploma in logistics or automotive technology', 'دبلوم في الخدمات اللوجستية أو تقنية السيارات'),
      t('Two years of experience in a parts department', 'خبرة سنتين في قسم قطع الغيار'),
      t('Good Excel skills', 'إجادة برنامج Excel'),
    ],
    employmentType: 'full_time',
    publishedAt: '2026-09-10T08:00:00Z',
    open: false,
  },
]
