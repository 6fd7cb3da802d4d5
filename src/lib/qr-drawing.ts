/**
 * A text as a QR code the page draws as one SVG path (decisions 0093, 0101): made on the server
 * (uqr, no dependencies), so the page stays readable without JavaScript or an image service.
 */
import { encode } from 'uqr'

/** The QR code's modules as an SVG path in a `size` × `size` box, one square per dark module. */
export type QrDrawing = { size: number; path: string }

/** Four modules of light margin all round, as scanners expect. */
const quietZone = 4

export function qrDrawing(text: string): QrDrawing {
  const { size, data } = encode(text, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quietZone} ${y + quietZone}h1v1h-1z`
    })
  })
  return { size: size + quietZone * 2, path }
}
