/** Questions visitors ask the showroom most, answered as the dealer would. */
export type FaqData = { questionEn: string; questionAr: string; answerEn: string; answerAr: string }

export const faqData: readonly FaqData[] = [
  {
    questionEn: 'Do the prices on the website include VAT?',
    questionAr: 'هل الأسعار المعروضة في الموقع شاملة ضريبة القيمة المضافة؟',
    answerEn:
      'Yes. Every price we publish includes 15% value added tax. Registration, insurance and optional accessories are quoted separately.',
    answerAr:
      'نعم، جميع الأسعار المنشورة شاملة ضريبة القيمة المضافة بنسبة 15%. أما رسوم التسجيل والتأمين والإكسسوارات الاختيارية فتُحتسب بشكل منفصل.',
  },
  {
    questionEn: 'How do I reserve a car online?',
    questionAr: 'كيف أحجز سيارة عبر الموقع؟',
    answerEn:
      'Open the car you like and reserve it with a refundable deposit paid online: the car is held for you while the reservation lasts, and the deposit is refunded if the reservation is cancelled or runs out. You can also choose "Order as an individual" or "Order for a company" and fill in the order form; we send a confirmation code to your mobile, and once you confirm it a sales consultant calls you.',
    answerAr:
      'افتح صفحة السيارة التي تعجبك واحجزها بعربون مسترد تدفعه عبر الموقع، فتبقى السيارة محجوزة لك طوال مدة الحجز، ويُعاد إليك العربون إذا أُلغي الحجز أو انتهت مدته. ويمكنك أيضًا اختيار "اطلب بصفة فردية" أو "اطلب لشركتك" وتعبئة نموذج الطلب؛ نرسل رمز تأكيد إلى جوالك، وبعد تأكيده يتواصل معك مستشار المبيعات.',
  },
  {
    questionEn: 'What documents do I need to buy a car with finance?',
    questionAr: 'ما المستندات المطلوبة لشراء سيارة بالتمويل؟',
    answerEn:
      'A valid national ID or iqama, a salary certificate, bank statements for the last three months, a valid driving licence and your consent for a SIMAH credit check. The bank may ask for more depending on your employer.',
    answerAr:
      'هوية وطنية أو إقامة سارية، وتعريف بالراتب، وكشف حساب بنكي لآخر ثلاثة أشهر، ورخصة قيادة سارية، وموافقتك على الاستعلام الائتماني لدى سمة. وقد يطلب البنك مستندات إضافية بحسب جهة العمل.',
  },
  {
    questionEn: 'Can residents buy a car with finance?',
    questionAr: 'هل يمكن للمقيمين شراء سيارة بالتمويل؟',
    answerEn:
      'Yes. Residents with a valid iqama can apply through most of our partner banks and finance companies. Approval depends on salary, employer and the remaining validity of the iqama.',
    answerAr:
      'نعم، يمكن للمقيمين الذين يحملون إقامة سارية التقديم عبر معظم البنوك وشركات التمويل الشريكة لنا، وتعتمد الموافقة على الراتب وجهة العمل والمدة المتبقية في الإقامة.',
  },
  {
    questionEn: 'How is the "monthly instalment from" amount calculated?',
    questionAr: 'كيف يُحتسب مبلغ "القسط الشهري يبدأ من"؟',
    answerEn:
      'It assumes a 15% down payment and 60 monthly instalments at an indicative flat profit rate of 4.49% a year. Your actual instalment depends on the bank, your down payment, the term and any final (balloon) payment you choose.',
    answerAr:
      'يُحتسب على أساس دفعة أولى بنسبة 15% و60 قسطًا شهريًا بنسبة ربح ثابتة تقديرية قدرها 4.49% سنويًا. ويعتمد قسطك الفعلي على البنك والدفعة الأولى والمدة والدفعة الأخيرة التي تختارها.',
  },
  {
    questionEn: 'How long does delivery take?',
    questionAr: 'كم تستغرق مدة تسليم السيارة؟',
    answerEn:
      'Cars marked "in stock" are usually delivered within three to five working days after payment or finance approval. Cars on order arrive in four to eight weeks; your consultant confirms the date when you reserve.',
    answerAr:
      'تُسلَّم السيارات المتوفرة في المخزون عادةً خلال ثلاثة إلى خمسة أيام عمل من السداد أو موافقة التمويل. أما السيارات المطلوبة من المصنع فتصل خلال أربعة إلى ثمانية أسابيع، ويؤكد لك المستشار الموعد عند الحجز.',
  },
  {
    questionEn: 'Do you handle registration, plates and insurance?',
    questionAr: 'هل تتولون التسجيل واللوحات والتأمين؟',
    answerEn:
      'Yes. We register the car with the traffic department, fit the plates and arrange comprehensive or third-party insurance on request. Government fees are charged at cost.',
    answerAr:
      'نعم، نتولى تسجيل السيارة لدى إدارة المرور وتركيب اللوحات، ونرتب التأمين الشامل أو ضد الغير عند الطلب، وتُحتسب الرسوم الحكومية بتكلفتها الفعلية.',
  },
  {
    questionEn: 'What warranty do new cars come with?',
    questionAr: 'ما الضمان المقدم على السيارات الجديدة؟',
    answerEn:
      "Every new car carries the manufacturer's warranty through the brand's authorised agent in the Kingdom, at least three years or 100,000 km, and up to five years for some brands. Your sales consultant confirms the terms for the car you choose, and they are in the warranty booklet.",
    answerAr:
      'تأتي كل سيارة جديدة بضمان المصنع عبر الوكيل المعتمد للعلامة في المملكة، لمدة لا تقل عن ثلاث سنوات أو 100,000 كم، وتصل إلى خمس سنوات لدى بعض العلامات. ويؤكد لك مستشار المبيعات شروط الضمان للسيارة التي تختارها، وتجدها في كتيب الضمان.',
  },
  {
    questionEn: 'Do you accept my current car as a trade-in?',
    questionAr: 'هل تقبلون سيارتي الحالية ضمن صفقة الاستبدال؟',
    answerEn:
      'Yes. Open "Value my car", tell us its make, model, year, mileage, condition and city, add photos if you like, and confirm with the code we text you. We send you an estimate in riyals by text message, valid for 7 days; you can also see it on the website with your request reference and mobile. The agreed value is deducted from the price of your new car or counted towards the down payment.',
    answerAr:
      'نعم، افتح «قيّم سيارتي» وأخبرنا بالشركة المصنعة والطراز وسنة الصنع والمسافة المقطوعة والحالة والمدينة، وأضف صورًا إن شئت، ثم أكّد الطلب برمز التأكيد الذي نرسله إلى جوالك. نرسل إليك قيمة تقديرية بالريال برسالة نصية صالحة لمدة 7 أيام، ويمكنك الاطلاع عليها في الموقع بالرقم المرجعي للطلب ورقم جوالك. وتُخصم القيمة المتفق عليها من سعر سيارتك الجديدة أو تُحتسب ضمن الدفعة الأولى.',
  },
  {
    questionEn: 'We are a company. How do we order several cars?',
    questionAr: 'نحن شركة، كيف نطلب عدة سيارات؟',
    answerEn:
      'Use the company order form with your commercial registration details and the quantity you need. A corporate sales representative replies within 24 hours with a quotation and fleet terms.',
    answerAr:
      'استخدموا نموذج طلب الشركات مع بيانات السجل التجاري والكمية المطلوبة، وسيرد عليكم مندوب مبيعات الشركات خلال 24 ساعة بعرض سعر وشروط الأساطيل.',
  },
  {
    questionEn: 'Can I book a test drive?',
    questionAr: 'هل يمكنني حجز تجربة قيادة؟',
    answerEn:
      "Yes, online. On the car's page, choose a branch that has the car, a day and a time, and confirm with the code we text you. Bring your driving licence on the day.",
    answerAr:
      'نعم، عبر الموقع: اختر من صفحة السيارة فرعًا تتوفر فيه السيارة، ثم اليوم والوقت، وأكّد الموعد برمز التأكيد الذي نرسله إلى جوالك، واحرص على إحضار رخصة القيادة يوم التجربة.',
  },
  {
    questionEn: 'Which payment methods do you accept?',
    questionAr: 'ما طرق الدفع المتاحة؟',
    answerEn:
      'For a car: bank transfer, mada cards and certified cheques. The deposit that reserves a car online is paid on the site with mada, Visa or Mastercard, Apple Pay on a device that has it, or STC Pay. For your safety we do not accept large cash payments, and we never ask for payment to a personal account.',
    answerAr:
      'ثمن السيارة: التحويل البنكي وبطاقات مدى والشيكات المصدقة. أما عربون حجز السيارة عبر الموقع فيُدفع فيه ببطاقة مدى أو فيزا أو ماستركارد، أو عبر Apple Pay على الأجهزة التي تدعمه، أو عبر STC Pay. وحرصًا على سلامتك لا نقبل المبالغ النقدية الكبيرة، ولا نطلب أبدًا التحويل إلى حساب شخصي.',
  },
  {
    questionEn: 'What does "competitive price" mean?',
    questionAr: 'ماذا يعني "السعر التنافسي"؟',
    answerEn:
      'It is a limited-time price below the list price for selected cars, usually during an offer. It includes VAT and applies while stock lasts.',
    answerAr:
      'هو سعر لفترة محدودة أقل من السعر المعلن على سيارات مختارة، ويكون غالبًا ضمن أحد العروض، وهو شامل ضريبة القيمة المضافة وسارٍ حتى نفاد الكمية.',
  },
]
