import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font back to the sfnt (TrueType/OpenType) it wraps, per the W3C WOFF specification:
 * each table is stored as is or zlib-compressed. The site ships its fonts as @fontsource WOFF
 * files; the card renderer's FreeType does not read WOFF, but reads the same font as TrueType.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressedLength = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressedLength)
    const data = compressedLength < length ? inflateSync(stored) : stored
    if (data.length !== length) throw new Error('Damaged WOFF table')
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data }
  })
  // The sfnt header's binary-search fields, from the table count.
  let entrySelector = 0
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++
  const searchRange = 2 ** entrySelector * 16
  const padded = (length: number) => (length + 3) & ~3
  const headerLength = 12 + numTables * 16
  const sfnt = Buffer.alloc(tables.reduce((total, table) => total + padded(table.data.length), headerLength))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(searchRange, 6)
  sfnt.writeUInt16BE(entrySelector, 8)
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = headerLength
  tables.forEach((table, index) => {
    const entry = 12 + index * 16
    sfnt.writeUInt32BE(table.tag, entry)
    sfnt.writeUInt32BE(table.checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
