/**
 * The five site pages. Bodies use the stored text format of schema.ts: blank line between
 * paragraphs, `## ` for a heading, `- ` for list items.
 */
import type { SitePageSlug } from '../../../contract/content.ts'
import { advertisedFinance } from '../../../lib/advertised-finance.ts'

// The finance page states the terms every card's "from … / month" assumes, as configured.
const downPaymentPercent = Math.round(advertisedFinance.downPaymentShare * 100)
const { termMonths, annualProfitRatePercent } = advertisedFinance

export type PageData = { slug: SitePageSlug; titleEn: string; titleAr: string; bodyEn: string; bodyAr: string }

const about: PageData = {
  slug: 'about',
  titleEn: 'About Murooj Motors',
  titleAr: 'عن مروج للسيارات',
  bodyEn: `Murooj Motors is a Saudi multi-brand car dealer with showrooms and service centres in Jeddah, Riyadh, Abha and Tabuk. We bring together more than a dozen of the brands Saudi drivers trust most, so you can compare them side by side in one place and with one consultant.

## Our story

We opened our first showroom on Al Madinah Al Munawwarah Road in Jeddah with a simple promise: clear prices, honest advice and a car delivered when we say it will be. Since then we have grown to seven branches and delivered tens of thousands of cars to families, companies and government entities across the Kingdom.

## What we stand for

- Transparent prices that always include VAT, published online and in the showroom alike.
- Advice that fits your budget, whether you pay in cash or through one of our partner banks.
- After-sales care through authorised service centres and genuine parts.
- A team that is proud to be more than 80% Saudi, trained to the standards of the brands we represent.

## Looking ahead

In line with the ambitions of Saudi Vision 2030, we keep investing in digital services: ordering online with a confirmation code sent to your mobile, booking a test drive at a branch online, reserving a car with a refundable deposit, an estimate for the car you trade in, valid for 7 days, a finance calculator on every car's page, and electric-car charging at our new branches. Our goal stays the same as on the first day: that every customer leaves with the right car and a reason to come back.`,
  bodyAr: `مروج للسيارات وكيل سعودي متعدد العلامات التجارية، له معارض ومراكز خدمة في جدة والرياض وأبها وتبوك. نجمع تحت سقف واحد أكثر من عشر علامات من أكثر العلامات ثقةً لدى السائقين في المملكة، لتقارن بينها جنبًا إلى جنب مع مستشار واحد.

## قصتنا

افتتحنا أول معارضنا على طريق المدينة المنورة في جدة بوعد بسيط: أسعار واضحة، ونصيحة صادقة، وتسليم في الموعد الذي نلتزم به. ومنذ ذلك الحين توسعنا إلى سبعة فروع، وسلّمنا عشرات الآلاف من السيارات للعائلات والشركات والجهات الحكومية في أنحاء المملكة.

## ما نؤمن به

- أسعار شفافة شاملة ضريبة القيمة المضافة دائمًا، منشورة في الموقع وفي المعرض على حد سواء.
- نصيحة تناسب ميزانيتك، سواء اشتريت نقدًا أو عبر أحد البنوك الشريكة لنا.
- خدمة ما بعد البيع عبر مراكز صيانة معتمدة وقطع غيار أصلية.
- فريق نفخر بأن أكثر من 80% من أعضائه سعوديون، ومدرَّب وفق معايير العلامات التي نمثلها.

## نظرتنا للمستقبل

انسجامًا مع مستهدفات رؤية المملكة 2030، نواصل الاستثمار في الخدمات الرقمية: الطلب عبر الإنترنت برمز تأكيد يصل إلى جوالك، وحجز موعد لتجربة القيادة في أحد فروعنا عبر الموقع، وحجز السيارة بعربون مسترد، وتقييم السيارة التي تستبدلها بتقدير صالح لمدة 7 أيام، وحاسبة تمويل في صفحة كل سيارة، وشحن السيارات الكهربائية في فروعنا الجديدة. ويبقى هدفنا كما كان في اليوم الأول: أن يغادر كل عميل بالسيارة المناسبة وبسبب يدعوه للعودة.`,
}

const services: PageData = {
  slug: 'services',
  titleEn: 'Our services',
  titleAr: 'خدماتنا',
  bodyEn: `Buying a car is only the beginning. Our branches look after everything from the first test drive to the day you trade your car in.

## Sales and reservations

Browse the full catalogue online, reserve a car with a verification code sent to your mobile, and let a consultant prepare the paperwork before you arrive. Companies can request fleet quotations through the corporate order form and receive a reply within 24 hours.

## Finance

We work with leading Saudi banks and finance companies to find the instalment that fits your salary and commitments, with terms of up to 60 months and Sharia-compliant products.

## Service and maintenance

- Periodic maintenance according to the manufacturer's schedule, with genuine oil and filters.
- Air-conditioning checks and recharging, essential before the summer.
- Tyres, batteries and brakes replaced while you wait at most branches.
- Free 40-point inspection before long trips and desert outings.

## Registration and insurance

We register your car with the traffic department, fit the plates and arrange comprehensive insurance with licensed insurers, so your new car is ready to drive from our showroom.

## Trade-in

Use "Value my car" to describe your current car and get our estimate in riyals by text message, valid for 7 days. The agreed value goes towards your new car or your down payment.`,
  bodyAr: `شراء السيارة ليس إلا البداية؛ ففروعنا تعتني بكل شيء من أول تجربة قيادة حتى اليوم الذي تستبدل فيه سيارتك.

## المبيعات والحجز

تصفح الكتالوج كاملًا عبر الإنترنت، واحجز سيارتك برمز تحقق يصل إلى جوالك، ودع مستشار المبيعات يجهّز الأوراق قبل وصولك. ويمكن للشركات طلب عروض أسعار للأساطيل عبر نموذج طلب الشركات وتلقي الرد خلال 24 ساعة.

## التمويل

نتعاون مع أبرز البنوك وشركات التمويل السعودية لإيجاد القسط المناسب لراتبك والتزاماتك، بمدد تصل إلى 60 شهرًا ومنتجات متوافقة مع أحكام الشريعة الإسلامية.

## الصيانة والخدمة

- صيانة دورية وفق جدول الشركة المصنعة، بزيوت وفلاتر أصلية.
- فحص المكيف وتعبئة غاز التبريد، وهو أمر ضروري قبل الصيف.
- تبديل الإطارات والبطاريات والفرامل أثناء انتظارك في معظم الفروع.
- فحص مجاني من 40 نقطة قبل السفر والرحلات البرية.

## التسجيل والتأمين

نسجّل سيارتك لدى إدارة المرور، ونركّب اللوحات، ونرتب التأمين الشامل لدى شركات تأمين مرخصة، لتكون سيارتك الجديدة جاهزة للقيادة من المعرض مباشرة.

## الاستبدال

استخدم «قيّم سيارتي» لتصف سيارتك الحالية وتصلك برسالة نصية قيمتها التقديرية بالريال، صالحة لمدة 7 أيام، وتُحتسب القيمة المتفق عليها من سعر سيارتك الجديدة أو من الدفعة الأولى.`,
}

const finance: PageData = {
  slug: 'finance',
  titleEn: 'Car finance',
  titleAr: 'تمويل السيارات',
  bodyEn: `Drive your new car today and pay in comfortable monthly instalments. Murooj Motors works with accredited Saudi banks and finance companies, and our finance officers compare their offers for you.

## How it works

- Choose your car and tell us your salary, employer and current commitments.
- We request pre-approval from the partners that suit your profile, usually within one working day.
- You choose the offer, sign the contract with the bank and we deliver the car.

## What you need

A valid national ID or iqama, a salary certificate, three months of bank statements, a valid driving licence and your consent to a SIMAH credit enquiry.

## Understanding your instalment

The "instalment from" amount on each car assumes a ${downPaymentPercent}% down payment and ${termMonths} monthly instalments at an indicative flat profit rate of ${annualProfitRatePercent}% a year. A larger down payment, a shorter term or a final (balloon) payment all change the amount. The annual percentage rate (APR) and the total cost are stated in the bank's offer before you sign.

Finance is subject to the approval and terms of the financing entity and to the rules of the Saudi Central Bank.`,
  bodyAr: `قُد سيارتك الجديدة اليوم وادفع على أقساط شهرية مريحة. تتعاون مروج للسيارات مع بنوك وشركات تمويل سعودية معتمدة، ويقارن مسؤولو التمويل لدينا العروض نيابةً عنك.

## كيف يعمل التمويل

- اختر سيارتك وزوّدنا براتبك وجهة عملك والتزاماتك الحالية.
- نطلب موافقة مبدئية من الجهات المناسبة لملفك، وعادةً خلال يوم عمل واحد.
- تختار العرض الأنسب، وتوقّع العقد مع جهة التمويل، ثم نسلّمك السيارة.

## المستندات المطلوبة

هوية وطنية أو إقامة سارية، وتعريف بالراتب، وكشف حساب لآخر ثلاثة أشهر، ورخصة قيادة سارية، وموافقتك على الاستعلام الائتماني لدى سمة.

## كيف يُحتسب القسط

يفترض مبلغ "القسط يبدأ من" في صفحة كل سيارة دفعة أولى بنسبة ${downPaymentPercent}% و${termMonths} قسطًا شهريًا بنسبة ربح ثابتة تقديرية قدرها ${annualProfitRatePercent}% سنويًا. وتتغير قيمة القسط بزيادة الدفعة الأولى أو تقصير المدة أو اختيار دفعة أخيرة. ويُذكر معدل النسبة السنوي والتكلفة الإجمالية في عرض جهة التمويل قبل التوقيع.

يخضع التمويل لموافقة جهة التمويل وشروطها ولأنظمة البنك المركزي السعودي.`,
}

const policy: PageData = {
  slug: 'policy',
  titleEn: 'Privacy policy',
  titleAr: 'سياسة الخصوصية',
  bodyEn: `This policy explains how Murooj Motors collects, uses and protects your personal data when you use our website and services, in accordance with the Personal Data Protection Law of the Kingdom of Saudi Arabia and its implementing regulations.

## Data we collect

- Contact details you give us: name, mobile number and email.
- Order and finance details: city, preferred car, salary range, commitments and the documents you choose to share.
- Job applications: your CV and the details in it.
- Technical data: pages visited, device type and cookies needed for the site to work and remember your language.

## How we use it

We use your data to answer your enquiries, process orders and finance requests, send verification codes, contact you about your purchase and, only with your consent, send offers and news. We never sell your personal data.

## Sharing

We share data only with those who need it to serve you: partner banks and finance companies for a finance request you make, insurers and the traffic department for registration, and service providers bound by confidentiality, such as our SMS provider.

## Retention and security

We keep your data only as long as needed for the purpose it was collected for or as the law requires, and protect it with technical and organisational measures against unauthorised access. In particular:

- An order you do not confirm with the code sent to your mobile is deleted, with everything in it, after 24 hours.
- The finance answers of an order (salary, commitments, late payments and the like) are deleted 90 days after the order is completed or declined; the order itself is kept as the record of the sale.
- Contact messages are deleted after one year, and job applications with their CVs after 180 days.
- A newsletter sign-up you do not confirm is deleted once its link expires, and unsubscribing removes your address from the list.

## Your rights

You may ask to access, correct or delete your personal data, or withdraw your consent to marketing, by writing to info@murooj-motors.example. We reply within 30 days.`,
  bodyAr: `توضح هذه السياسة كيف تجمع مروج للسيارات بياناتك الشخصية وتستخدمها وتحميها عند استخدامك موقعنا وخدماتنا، وفقًا لنظام حماية البيانات الشخصية في المملكة العربية السعودية ولائحته التنفيذية.

## البيانات التي نجمعها

- بيانات التواصل التي تزوّدنا بها: الاسم ورقم الجوال والبريد الإلكتروني.
- بيانات الطلبات والتمويل: المدينة والسيارة المطلوبة ونطاق الراتب والالتزامات والمستندات التي تختار مشاركتها.
- طلبات التوظيف: سيرتك الذاتية وما تتضمنه من بيانات.
- البيانات التقنية: الصفحات التي تزورها ونوع الجهاز وملفات تعريف الارتباط اللازمة لعمل الموقع وتذكّر لغتك.

## كيف نستخدمها

نستخدم بياناتك للرد على استفساراتك، ومعالجة طلبات الشراء والتمويل، وإرسال رموز التحقق، والتواصل معك بشأن مشترياتك، ولا نرسل العروض والأخبار إلا بموافقتك. ولا نبيع بياناتك الشخصية أبدًا.

## مشاركة البيانات

لا نشارك البيانات إلا مع من يحتاجها لخدمتك: البنوك وشركات التمويل الشريكة عند تقديمك طلب تمويل، وشركات التأمين وإدارة المرور لإجراءات التسجيل، ومقدمي الخدمات الملتزمين بالسرية مثل مزود الرسائل النصية.

## الاحتفاظ والحماية

نحتفظ ببياناتك للمدة اللازمة للغرض الذي جُمعت من أجله أو للمدة التي يفرضها النظام، ونحميها بتدابير تقنية وتنظيمية من الوصول غير المصرح به. وعلى وجه الخصوص:

- يُحذف الطلب الذي لا تؤكده بالرمز المرسل إلى جوالك، بكل ما فيه، بعد 24 ساعة.
- تُحذف بيانات التمويل في الطلب (الراتب والالتزامات والتعثرات وما شابهها) بعد 90 يومًا من إتمام الطلب أو رفضه، ويبقى الطلب نفسه سجلًا لعملية البيع.
- تُحذف رسائل التواصل بعد سنة، وطلبات التوظيف مع سيرها الذاتية بعد 180 يومًا.
- يُحذف الاشتراك في النشرة البريدية الذي لا تؤكده عند انتهاء صلاحية رابطه، ويُزال بريدك من القائمة عند إلغاء اشتراكك.

## حقوقك

يحق لك طلب الاطلاع على بياناتك الشخصية أو تصحيحها أو حذفها، أو سحب موافقتك على الرسائل التسويقية، بمراسلتنا على info@murooj-motors.example، وسنرد خلال 30 يومًا.`,
}

const terms: PageData = {
  slug: 'terms',
  titleEn: 'Terms and conditions',
  titleAr: 'الشروط والأحكام',
  bodyEn: `By using the Murooj Motors website you agree to these terms. Please read them before placing an order.

## Prices and availability

All prices are in Saudi riyals and include 15% VAT. Prices, specifications, colours and availability may change without notice and are confirmed by your sales consultant when you reserve. Pictures are for illustration and may show optional equipment.

## Orders and reservations

An online order is a request to reserve a car; it becomes binding once a sales contract is signed and the reservation amount is paid. We may cancel a reservation if the details given are incorrect or payment is not completed within the agreed time, and refund any amount paid.

## Finance

Finance offers are provided by licensed banks and finance companies and are subject to their approval and terms. Instalments shown on the website are indicative.

## Offers

Each offer is valid for the stated period and while stock lasts, cannot be combined with other offers unless stated, and may not be exchanged for cash.

## Use of the website

You may not misuse the website, attempt to access it without authorisation or copy its content for commercial purposes.

## Governing law

These terms are governed by the laws of the Kingdom of Saudi Arabia, and the competent courts in Jeddah have jurisdiction over any dispute.`,
  bodyAr: `باستخدامك موقع مروج للسيارات فإنك توافق على هذه الشروط، فنرجو قراءتها قبل تقديم أي طلب.

## الأسعار والتوفر

جميع الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة بنسبة 15%. وقد تتغير الأسعار والمواصفات والألوان والتوفر دون إشعار مسبق، ويؤكدها مستشار المبيعات عند الحجز. والصور للتوضيح فقط وقد تتضمن تجهيزات اختيارية.

## الطلبات والحجز

الطلب الإلكتروني هو طلب لحجز سيارة، ويصبح ملزمًا بعد توقيع عقد البيع وسداد مبلغ الحجز. ويحق لنا إلغاء الحجز إذا كانت البيانات المقدمة غير صحيحة أو لم يكتمل السداد خلال المدة المتفق عليها، مع استرداد أي مبلغ مدفوع.

## التمويل

تقدّم عروض التمويل بنوك وشركات تمويل مرخصة، وتخضع لموافقتها وشروطها، والأقساط المعروضة في الموقع تقديرية.

## العروض

كل عرض سارٍ خلال المدة المعلنة وحتى نفاد الكمية، ولا يُجمع مع عروض أخرى ما لم يُذكر ذلك، ولا يُستبدل بمبلغ نقدي.

## استخدام الموقع

لا يجوز إساءة استخدام الموقع أو محاولة الوصول إليه دون تصريح أو نسخ محتواه لأغراض تجارية.

## النظام الواجب التطبيق

تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص المحاكم المختصة في جدة بالنظر في أي نزاع.`,
}

export const pageData: readonly PageData[] = [about, services, finance, policy, terms]
