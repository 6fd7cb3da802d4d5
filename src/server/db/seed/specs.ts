/**
 * Specification tables (engine, transmission, measurements, chassis) and the short engine label
 * shown on cards, derived from a trim's engine and its model's dimensions.
 */
import type { SpecGroup } from '../../../contract/catalogue.ts'
import type { LocalizedText, SpecItem } from '../schema.ts'
import type { Drive, Engine, ModelData } from './catalogue-types.ts'

const t = (en: string, ar: string): LocalizedText => ({ en, ar })
const spec = (labelEn: string, labelAr: string, valueEn: string, valueAr: string): SpecItem => ({
  label: t(labelEn, labelAr),
  value: t(valueEn, valueAr),
})

const grouped = (value: number) => value.toLocaleString('en-US')

const arabicSeats = (count: number): string => (count === 2 ? 'مقعدان' : count <= 10 ? `${count} مقاعد` : `${count} مقعدًا`)

/** "2.5L 4-cylinder hybrid" / "2.5 لتر، 4 أسطوانات، هجين" */
export function engineLabel(engine: Engine): LocalizedText {
  if (engine.layout === 'electric') {
    const motors = engine.drive === 'awd' ? 'Dual' : 'Single'
    return t(`${motors} electric motor, ${engine.hp} hp`, `${motors === 'Dual' ? 'محركان كهربائيان' : 'محرك كهربائي'}، ${engine.hp} حصان`)
  }
  const litres = (engine.litres ?? 0).toFixed(1)
  const cylinders = engine.cylinders ?? 0
  const arrangementEn = engine.layout === 'v' ? `V${cylinders}` : `${cylinders}-cylinder`
  const arrangementAr = engine.layout === 'v' ? `V${cylinders}` : `${cylinders} أسطوانات`
  const extrasEn = [engine.turbo ? 'turbo' : null, engine.fuel === 'hybrid' ? 'hybrid' : null, engine.fuel === 'diesel' ? 'diesel' : null]
  const extrasAr = [engine.turbo ? 'تيربو' : null, engine.fuel === 'hybrid' ? 'هجين' : null, engine.fuel === 'diesel' ? 'ديزل' : null]
  return t(
    [`${litres}L ${arrangementEn}`, ...extrasEn.filter(Boolean)].join(' '),
    [`${litres} لتر`, arrangementAr, ...extrasAr.filter(Boolean)].join('، '),
  )
}

function gearboxLabel(engine: Engine): LocalizedText {
  if (engine.layout === 'electric') return t('Single-speed automatic', 'أوتوماتيكي بسرعة واحدة')
  if (engine.transmission === 'cvt') {
    return engine.fuel === 'hybrid'
      ? t('Electronic CVT (e-CVT)', 'إلكتروني متغير باستمرار (e-CVT)')
      : t('Continuously variable (CVT)', 'متغير باستمرار (CVT)')
  }
  const gears = engine.gears ?? 0
  if (engine.transmission === 'manual') return t(`${gears}-speed manual`, `يدوي ${gears} سرعات`)
  if (engine.dualClutch) return t(`${gears}-speed dual-clutch automatic`, `أوتوماتيكي مزدوج القابض ${gears} سرعات`)
  return t(`${gears}-speed automatic`, `أوتوماتيكي ${gears} سرعات`)
}

const driveLabels: Record<Drive, LocalizedText> = {
  fwd: t('Front-wheel drive', 'دفع أمامي'),
  rwd: t('Rear-wheel drive', 'دفع خلفي'),
  awd: t('All-wheel drive', 'دفع كلي'),
  '4wd': t('Four-wheel drive (4x4)', 'دفع رباعي 4x4'),
}

function fuelLabel(engine: Engine): LocalizedText {
  switch (engine.fuel) {
    case 'petrol':
      return t('Petrol, 91 octane', 'بنزين 91')
    case 'diesel':
      return t('Diesel', 'ديزل')
    case 'hybrid':
      return t('Hybrid (petrol and electric)', 'هجين (بنزين وكهرباء)')
    case 'electric':
      return t('Electric', 'كهرباء')
  }
}

function engineSpecs(engine: Engine, tankL: number | null): SpecItem[] {
  const label = engineLabel(engine)
  const items = [spec('Engine', 'المحرك', label.en, label.ar)]
  if (engine.litres !== null) {
    const cc = grouped(Math.round(engine.litres * 998.6))
    items.push(spec('Displacement', 'سعة المحرك', `${cc} cc`, `${cc} سي سي`))
  }
  items.push(
    spec('Maximum power', 'القوة القصوى', `${engine.hp} hp`, `${engine.hp} حصان`),
    spec('Maximum torque', 'أقصى عزم دوران', `${engine.torqueNm} Nm`, `${engine.torqueNm} نيوتن متر`),
    spec('Fuel', 'نوع الوقود', fuelLabel(engine).en, fuelLabel(engine).ar),
  )
  if (engine.economyKmL !== null) {
    const economy = engine.economyKmL.toFixed(1)
    items.push(spec('Fuel economy (combined)', 'استهلاك الوقود (مختلط)', `${economy} km/L`, `${economy} كم/لتر`))
  }
  if (tankL !== null) items.push(spec('Fuel tank', 'سعة خزان الوقود', `${tankL} L`, `${tankL} لتر`))
  if (engine.batteryKwh !== null) {
    items.push(spec('Battery capacity', 'سعة البطارية', `${engine.batteryKwh} kWh`, `${engine.batteryKwh} كيلوواط ساعة`))
  }
  if (engine.rangeKm !== null) {
    items.push(spec('Range (WLTP)', 'المدى (WLTP)', `${engine.rangeKm} km`, `${engine.rangeKm} كم`))
  }
  return items
}

function transmissionSpecs(engine: Engine): SpecItem[] {
  const gearbox = gearboxLabel(engine)
  const drive = driveLabels[engine.drive]
  const items = [spec('Transmission', 'ناقل الحركة', gearbox.en, gearbox.ar), spec('Drive', 'نظام الدفع', drive.en, drive.ar)]
  if (engine.drive === '4wd') {
    items.push(spec('Transfer case', 'علبة التوزيع', 'Two-speed with low range', 'بسرعتين مع نسبة منخفضة'))
  }
  items.push(
    spec(
      'Drive modes',
      'أوضاع القيادة',
      engine.drive === '4wd' ? 'Eco, Normal, Sport, Sand, Rock' : 'Eco, Normal, Sport',
      engine.drive === '4wd' ? 'اقتصادي، عادي، رياضي، رمل، صخور' : 'اقتصادي، عادي، رياضي',
    ),
  )
  return items
}

function measurementSpecs(model: ModelData, seats: number): SpecItem[] {
  const [length, width, height, wheelbase, clearance] = model.dims
  const mm = (labelEn: string, labelAr: string, value: number) => spec(labelEn, labelAr, `${grouped(value)} mm`, `${grouped(value)} ملم`)
  return [
    mm('Length', 'الطول', length),
    mm('Width', 'العرض', width),
    mm('Height', 'الارتفاع', height),
    mm('Wheelbase', 'قاعدة العجلات', wheelbase),
    mm('Ground clearance', 'الخلوص الأرضي', clearance),
    spec('Seats', 'عدد المقاعد', `${seats}`, arabicSeats(seats)),
  ]
}

function chassisSpecs(model: ModelData, wheelInches: number): SpecItem[] {
  const small = model.dims[0] < 4450
  const front = model.frame
    ? t('Independent double wishbone', 'مستقل بأذرع مزدوجة')
    : t('Independent MacPherson strut', 'مستقل من نوع ماكفرسون')
  const rear =
    model.body === 'pickup'
      ? model.slug === 'navara'
        ? t('Five-link with coil springs', 'خماسي الوصلات بنوابض حلزونية')
        : t('Rigid axle with leaf springs', 'محور صلب بنوابض ورقية')
      : model.frame
        ? t('Multi-link with coil springs', 'متعدد الوصلات بنوابض حلزونية')
        : small
          ? t('Torsion beam', 'عارضة التوائية')
          : t('Independent multi-link', 'مستقل متعدد الوصلات')
  const brakes = small
    ? t('Ventilated discs front, drums rear', 'أقراص مهواة أمامية وطبول خلفية')
    : t('Ventilated discs front, discs rear', 'أقراص مهواة أمامية وأقراص خلفية')
  const steering =
    model.frame && model.body === 'pickup'
      ? t('Hydraulic power steering', 'توجيه هيدروليكي معزز')
      : t('Electric power steering', 'توجيه كهربائي معزز')
  return [
    spec('Construction', 'بنية الهيكل', model.frame ? 'Body-on-frame' : 'Unibody', model.frame ? 'هيكل على شاسيه' : 'هيكل أحادي'),
    spec('Front suspension', 'التعليق الأمامي', front.en, front.ar),
    spec('Rear suspension', 'التعليق الخلفي', rear.en, rear.ar),
    spec('Brakes', 'المكابح', brakes.en, brakes.ar),
    spec('Steering', 'نظام التوجيه', steering.en, steering.ar),
    spec('Wheels', 'الجنوط', `${wheelInches} inch`, `${wheelInches} بوصة`),
  ]
}

export function specsFor(model: ModelData, engine: Engine, seats: number, wheelInches: number): Record<SpecGroup, SpecItem[]> {
  return {
    engine: engineSpecs(engine, model.tankL),
    transmission: transmissionSpecs(engine),
    measurements: measurementSpecs(model, seats),
    chassis: chassisSpecs(model, wheelInches),
  }
}
