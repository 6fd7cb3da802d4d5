/**
 * An `otpauth://` address as a QR code the page draws as one SVG path (decision 0093): made on the
 * server (uqr, no dependencies), so the secret never needs a script or an image service, and the
 * page stays readable without JavaScript.
 */
export { qrDrawing, type QrDrawing } from '../../lib/qr-drawing'

/** The base32 secret in groups of four, for typing it into an app by hand. */
export function secretGroups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? []
}
