/**
 * The inventory as CSV (decision 0077, "CSV and bulk price"): one row per car, every edit field, the
 * formula guard on export and the cells reading back to what the car holds; roles.
 */
import { count, eq, ne } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { fromCsvCell, parseCsv, toCsv, utf8Bom } from '../../lib/csv'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { carPriceChanges, cars, staffAuditLog } from '../../server/db/schema'
import { staffTestApi, type StaffCaller } from '../staff-test-kit'
import { testCarBody, testModel, uniqueName as unique } from '../inventory-test-kit'
import { importInventoryCsv, inventoryCsvColumns } from '../../domain/inventory'
import { inventoryRoutes } from './inventory'

type Car = { id: number; edit: Record<string, unknown> }

describeOnEngines('inventory CSV export', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi(inventoryRoutes, handle)
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

  async function newCar(editor: StaffCaller, overrides: Record<string, unknown>) {
    const modelId = await testModel(call, editor)
    return json<Car>(
      call('POST', '/staff/inventory/cars', { token: editor.token, body: { ...testCarBody(modelId, 88_000), ...overrides } }),
    )
  }

  it('exports every car with its fields in both languages, formula starts neutralised and read back exactly', async () => {
    const editor = await staffMember('editor')
    const car = await newCar(editor, {
      trimEn: '=HYPERLINK("http://evil.example","x")',
      trimAr: '+الفئة',
      engineEn: '-1.6L',
      descriptionEn: '@SUM(A1), "quoted"\nsecond line',
    })
    const answer = await call('GET', '/staff/inventory/export', { token: editor.token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer())
    expect(text.startsWith(utf8Bom)).toBe(true)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(text).toContain(`"'+الفئة"`)
    const parsed = parseCsv(text)
    if (!parsed.ok) throw new Error(`unparsable export: ${parsed.reason} on line ${parsed.line}`)
    expect(parsed.records[0]!.cells).toEqual([...inventoryCsvColumns])
    const row = parsed.records.find((record) => record.cells[0] === String(car.id))!
    const cells = Object.fromEntries(inventoryCsvColumns.map((column, index) => [column, fromCsvCell(row.cells[index]!)]))
    const saved = await json<Car>(call('GET', `/staff/inventory/cars/${car.id}`, { token: editor.token }))
    expect(cells).toMatchObject({
      trimEn: saved.edit.trimEn,
      trimAr: '+الفئة',
      engineEn: '-1.6L',
      descriptionEn: saved.edit.descriptionEn,
      priceSar: '88000',
      competitivePriceSar: '',
      featured: 'false',
    })
    expect(JSON.parse(cells.colors!)).toEqual(saved.edit.colors)
    expect(JSON.parse(cells.specs!)).toEqual(saved.edit.specs)
    const audit = await db()
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'inventory.exported'))
    expect(audit.length).toBeGreaterThan(0)
  })

  it('lets only editors and admins export', async () => {
    expect((await call('GET', '/staff/inventory/export')).status).toBe(401)
    expect((await call('GET', '/staff/inventory/export', { token: (await staffMember('sales')).token })).status).toBe(403)
    expect((await call('GET', '/staff/inventory/export', { token: (await staffMember('admin')).token })).status).toBe(200)
  })

  const exportText = async (caller: StaffCaller) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await call('GET', '/staff/inventory/export', { token: caller.token })).arrayBuffer(),
    )
  const otherAudit = async () =>
    (await db().select({ n: count() }).from(staffAuditLog).where(ne(staffAuditLog.action, 'inventory.exported')))[0]!.n

  it('round-trips: export, import the same file, export again gives the same bytes and changes nothing', async () => {
    const editor = await staffMember('editor')
    await newCar(editor, { trimEn: '=cmd|x', descriptionAr: 'سطر\nثانٍ، "مقتبس"' })
    const first = await exportText(editor)
    const auditBefore = await otherAudit()
    const historyBefore = (await db().select({ n: count() }).from(carPriceChanges))[0]!.n
    const updatedBefore = await db().select({ id: cars.id, updatedAt: cars.updatedAt }).from(cars)
    const imported = await importInventoryCsv(db(), editor, first)
    expect(imported).toMatchObject({ created: 0, updated: 0 })
    expect(await exportText(editor)).toBe(first)
    expect(await otherAudit()).toBe(auditBefore)
    expect((await db().select({ n: count() }).from(carPriceChanges))[0]!.n).toBe(historyBefore)
    expect(await db().select({ id: cars.id, updatedAt: cars.updatedAt }).from(cars)).toEqual(updatedBefore)
  })

  it('imports changes and new cars; refuses a malformed file or an invalid line by line and field, writing nothing', async () => {
    const editor = await staffMember('editor')
    const car = await newCar(editor, {})
    const text = await exportText(editor)
    const parsed = parseCsv(text)
    if (!parsed.ok) throw new Error('unparsable')
    const header = parsed.records[0]!.cells
    const row = parsed.records.find((record) => record.cells[0] === String(car.id))!.cells.map(fromCsvCell)
    const at = (column: string) => header.indexOf(column)
    const file = (...rows: string[][]) => toCsv([header, ...rows])
    const changed = [...row]
    changed[at('priceSar')] = '77000'
    const fresh = [...row]
    fresh[at('id')] = ''
    fresh[at('trimEn')] = unique('Imported')
    fresh[at('colors')] = JSON.stringify([{ nameAr: 'أحمر', nameEn: 'Red', hex: '#AA0000' }])
    const bad = [...row]
    bad[at('year')] = '1800'
    const carsBefore = (await db().select({ n: count() }).from(cars))[0]!.n

    // Line 3 is refused: nothing of line 2 is kept either.
    expect(await importInventoryCsv(db(), editor, file(changed, bad))).toEqual({
      refused: 'csv',
      problems: [{ line: 3, field: 'year', key: 'modelYear' }],
      total: 1,
    })
    expect(await importInventoryCsv(db(), editor, file(changed, fresh, ['1', '2']))).toMatchObject({
      problems: [{ line: 4, field: 'file', key: 'csvLine' }],
    })
    expect(await importInventoryCsv(db(), editor, file(changed) + '"open,quote\r\n')).toMatchObject({
      problems: [{ line: 3, field: 'file', key: 'csvLine' }],
    })
    expect(await importInventoryCsv(db(), editor, toCsv([header.slice(1), row.slice(1)]))).toMatchObject({
      problems: [{ line: 1, field: 'file', key: 'csvHeader' }],
    })
    const badJson = [...row]
    badJson[at('colors')] = '[{'
    expect(await importInventoryCsv(db(), editor, file(changed, badJson))).toMatchObject({
      problems: [{ line: 3, field: 'colors', key: 'csvJson' }],
    })
    // Every wrong line is named, each of its wrong cells once, in file order, past the first one.
    const twice = [...row]
    twice[at('seats')] = '0'
    twice[at('features')] = '{'
    const unknownId = [...row]
    unknownId[at('id')] = '99999999'
    expect(await importInventoryCsv(db(), editor, file(bad, changed, twice, fresh, unknownId, ['x']))).toEqual({
      refused: 'csv',
      problems: [
        { line: 2, field: 'year', key: 'modelYear' },
        { line: 4, field: 'features', key: 'csvJson' },
        { line: 4, field: 'seats', key: 'seats' },
        { line: 6, field: 'id', key: 'choice' },
        { line: 7, field: 'file', key: 'csvLine' },
      ],
      total: 5,
    })
    expect((await json<Car>(call('GET', `/staff/inventory/cars/${car.id}`, { token: editor.token }))).edit.priceSar).toBe(88_000)
    expect((await db().select({ n: count() }).from(cars))[0]!.n).toBe(carsBefore)

    expect(await importInventoryCsv(db(), editor, file(changed, fresh))).toEqual({ created: 1, updated: 1, unchanged: 0 })
    expect((await json<Car>(call('GET', `/staff/inventory/cars/${car.id}`, { token: editor.token }))).edit.priceSar).toBe(77_000)
    expect((await db().select({ n: count() }).from(cars))[0]!.n).toBe(carsBefore + 1)
  })

  it('imports through the API for editors only; a bad line is a field error naming the line, in the caller’s language', async () => {
    const editor = await staffMember('editor')
    const car = await newCar(editor, {})
    const text = await exportText(editor)
    const importCsv = (caller: StaffCaller | null, csv: string, locale: 'ar' | 'en' = 'en') =>
      call('POST', '/staff/inventory/import', { token: caller?.token, body: { csv }, locale })
    expect((await importCsv(null, text)).status).toBe(401)
    expect((await importCsv(await staffMember('sales'), text)).status).toBe(403)
    const ok = await importCsv(editor, text)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ created: 0, updated: 0 })
    const broken = text.replace(`"${car.id}","`, `"${car.id}","abc`)
    const refused = await importCsv(editor, broken, 'ar')
    expect(refused.status).toBe(400)
    const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } }
    const [field] = Object.keys(error.fields)
    expect(field).toMatch(/^lines\.\d+\.modelId$/)
    expect(error.fields[field!]?.[0]).toMatch(/[\u0600-\u06ff]/)

    // Sixty wrong lines: the first fifty named, and how many there are in all; nothing imported.
    const parsed = parseCsv(text)
    if (!parsed.ok) throw new Error('unparsable')
    const [header, ...records] = parsed.records
    const yearAt = header!.cells.indexOf('year')
    const row = records.find((record) => record.cells[0] === String(car.id))!.cells.map(fromCsvCell)
    const wrong = Array.from({ length: 60 }, () => row.map((cell, index) => (index === yearAt ? '1800' : cell)))
    const many = await importCsv(editor, toCsv([header!.cells, ...wrong]))
    const { fields } = ((await many.json()) as { error: { fields: Record<string, string[]> } }).error
    const lines = Object.keys(fields).filter((key) => key.startsWith('lines.'))
    expect(lines).toEqual(Array.from({ length: 50 }, (_, index) => `lines.${index + 2}.year`))
    expect(fields.lines?.[0]).toBe('The file has 60 mistakes; the first 50 are listed. Nothing was imported.')
  })
})
