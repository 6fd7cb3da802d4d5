/**
 * What a form field's value got wrong, named once: contract schemas raise these as their issue
 * messages, and src/lib/field-messages.ts gives each its sentence in both languages, so the API,
 * the server function and the browser all say the same thing next to the same field.
 */
export const fieldErrorKeys = [
  'required',
  'name',
  'mobile',
  'email',
  'choice',
  'amount',
  'months',
  'quantity',
  'consent',
  'code',
  'reference',
  'text',
  'message',
  'tooFast',
  'cvType',
  'cvSize',
  'password',
  'coverType',
  'publishAt',
  'offerDates',
  'profitRate',
  'downPaymentPercent',
  'photoSize',
  'pictureDimensions',
  'logoDimensions',
  'vatNumber',
  'crNumber',
  'phone',
  'postcode',
  'openingHours',
  'url',
  'samePassword',
  'characters',
  'firstPayment',
  'modelYear',
  'seats',
  'colorHex',
  'sameLineCount',
  'specLine',
  'stockCount',
  'stockLineTwice',
  'colorHasPhotos',
  'requirements',
  'specialHoursDates',
  'coordinates',
  'bulkPercent',
  'bulkPriceTooLow',
] as const
export type FieldErrorKey = (typeof fieldErrorKeys)[number]

export function isFieldErrorKey(value: string): value is FieldErrorKey {
  return (fieldErrorKeys as readonly string[]).includes(value)
}
