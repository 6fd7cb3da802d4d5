import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { appConfig } from '../../app.config'
import type { FieldErrorKey } from '../contract/field-errors'
import { tradeInLimits } from '../contract/trade-in-values'

/**
 * The sentence shown next to a field for each thing its value can get wrong
 * (src/contract/field-errors.ts). The API answers them in the request's language; the forms show
 * the same ones when the browser finds the mistake first.
 */
/** A CV's largest size in megabytes (MiB, as the limit is counted), as the messages state it. */
export const cvMaxMegabytes = Math.round((appConfig.cvMaxBytes / (1024 * 1024)) * 10) / 10
/** The kinds of CV taken, by their extensions ("PDF, DOC, DOCX, PNG"), as the messages name them. */
export const cvTypesText = appConfig.cvAcceptedExtensions.map((extension) => extension.toUpperCase()).join(', ')

/** The oldest model year "value my car" takes, and a trade-in photo's largest size in MB, as the messages state them. */
const oldestTradeInYear = tradeInLimits.minYear
export const tradeInPhotoMegabytes = Math.round((tradeInLimits.photoMaxBytes / (1024 * 1024)) * 10) / 10
const lowestEstimate = tradeInLimits.minEstimateSar.toLocaleString('en')
const highestEstimate = tradeInLimits.maxEstimateSar.toLocaleString('en')

export const fieldMessages: Record<FieldErrorKey, MessageDescriptor> = {
  required: msg`This field is required.`,
  name: msg`Please enter a name of at most 100 characters.`,
  mobile: msg`Please enter a Saudi mobile number, for example 05X XXX XXXX.`,
  email: msg`Please enter a valid email address, for example name@example.com.`,
  choice: msg`Please choose one of the options.`,
  amount: msg`Please enter an amount in riyals, in whole numbers.`,
  months: msg`Please enter a number of months between 12 and 60.`,
  quantity: msg`Please enter a quantity between 1 and 500.`,
  consent: msg`Please agree to the processing of your credit data to apply for finance.`,
  code: msg`Please enter the 6-digit code from the text message.`,
  secondFactorCode: msg`Please enter the 6-digit code from your authenticator app, or one of your backup codes.`,
  reference: msg`Please enter the order reference as it appears in your message, for example K7M2Q-9XD4R.`,
  text: msg`This text is too long. Please shorten it.`,
  message: msg`Please write a message of 10 to 5,000 characters.`,
  tooFast: msg`This form was sent too quickly. Please check your details and send it again.`,
  cvType: msg({
    message: `Please choose a file of one of these types: ${cvTypesText}. This file is not one of them, whatever its name says.`,
    comment: 'Error next to a CV upload field; the types are file extensions (PDF, DOC, DOCX, PNG) from the configuration',
  }),
  cvSize: msg({
    message: `This file is larger than ${cvMaxMegabytes} MB. Please choose a smaller file.`,
    comment: 'Error next to a file upload field (a CV, a cover or logo picture); the number is the configured limit in megabytes',
  }),
  password: msg`Please choose a password of 12 to 128 characters.`,
  coverType: msg`Please choose a PNG, JPEG or WebP picture. This file is not one of them, whatever its name says.`,
  publishAt: msg`Please choose a date and time from now on, in Saudi time, or leave it empty to publish now.`,
  offerDates: msg`Please choose a valid day; the last day cannot come before the first.`,
  profitRate: msg({
    message: 'Please enter a profit rate from 0 to 99.99 with at most two decimals, or leave it empty.',
    comment: 'Error next to the profit rate of a finance offer (back office); empty means the offer has no rate of its own',
  }),
  downPaymentPercent: msg({
    message: 'Please enter a whole percentage from 0 to 90, or leave it empty.',
    comment: 'Error next to the least down payment of a finance offer (back office); empty means the usual 15%',
  }),
  photoSize: msg({
    message: 'This picture is larger than 10 MB. Please choose a smaller file.',
    comment: 'Error next to a car photo or brand logo upload field in the back office',
  }),
  pictureDimensions: msg({
    message:
      'This picture is too large or too narrow: at most 24 megapixels (6000 × 4000), 8000 pixels on its longer side, and at most 4 times as long as it is wide. Please choose another one or resize it.',
    comment: 'Error next to a car photo or news cover upload field in the back office, checked from its size in pixels',
  }),
  logoDimensions: msg({
    message:
      'This logo is too large or too narrow: at most 4 megapixels (2000 × 2000), 4000 pixels on its longer side, and at most 10 times as long as it is high. Please choose another one or resize it.',
    comment: 'Error next to a brand logo or dealer logo upload field in the back office, checked from its size in pixels',
  }),
  vatNumber: msg({
    message: 'Please enter the VAT number: 15 digits that start and end with 3.',
    comment: 'Error next to a VAT registration number: the dealer settings (back office) and the company order form',
  }),
  crNumber: msg({
    message: 'Please enter the commercial registration number: 10 digits.',
    comment: 'Error next to a commercial registration (CR) number: the dealer settings (back office) and the company order form',
  }),
  phone: msg({
    message: 'Please enter a Saudi phone number, for example 012 660 1200 or 9200 00000.',
    comment: 'Error next to a landline, unified or mobile phone number in the dealer settings (back office)',
  }),
  postcode: msg({
    message: 'Please enter a postal code of 5 digits.',
    comment: 'Error next to the postal code of an address in the dealer settings (back office)',
  }),
  requirements: msg({
    message: 'Please write at most 20 requirements, one a line, and as many in English as in Arabic.',
    comment: 'Error next to a job position’s requirements (back office): one requirement per line, the same number in both languages',
  }),
  coordinates: msg({
    message: 'Please enter the latitude (16 to 33) and longitude (34 to 56) of the place in Saudi Arabia, for example 21.5433 and 39.1728.',
    comment: 'Error next to a new branch’s map position (back office); the numbers are degrees',
  }),
  specialHoursDates: msg({
    message: 'Please choose valid days: the last day cannot come before the first, nor overlap other special hours of this branch.',
    comment: 'Error next to the days of a branch’s special hours (back office), e.g. Ramadan hours',
  }),
  openingHours: msg({
    message: 'Please write the hours as 09:00–12:30, 16:30–22:30, or leave it empty when closed.',
    comment: 'Error next to one day’s opening hours of a branch (back office); the times are an example of the expected form',
  }),
  firstPayment: msg({
    message: 'The first payment must be less than the car’s price. To pay the whole price, choose cash.',
    comment: 'Error next to the first payment (down payment) of a finance order when it is not less than the price of the chosen car',
  }),
  downPaymentShare: msg({
    message: 'The first payment can be at most 90% of the car’s price: a bank finances at least a tenth of it.',
    comment: 'Error next to the first payment (down payment) of a finance order above 90% of the car’s price (the lenders’ rule)',
  }),
  finalPaymentShare: msg({
    message: 'The last payment can be at most 40% of the car’s price.',
    comment: 'Error next to the final (balloon) payment of a finance order above 40% of the car’s price (the lenders’ rule)',
  }),
  planBelowPrice: msg({
    message: 'The first and last payments together must be less than the car’s price.',
    comment: 'Error next to the final (balloon) payment of a finance order when it and the down payment reach the car’s price',
  }),
  bankTerm: msg({
    message: 'This bank does not finance for this many months. Please choose a shorter term or another bank.',
    comment: 'Error next to the finance term of an order when it is longer than the chosen bank’s longest term',
  }),
  carColor: msg({
    message: 'Please choose one of this car’s colours.',
    comment: 'Error next to the colour of an order when the colour is not one of the chosen car’s colours',
  }),
  offerNotLive: msg({
    message: 'This offer has ended or does not include this car. Remove the offer from the order, or choose one of its cars.',
    comment: 'Error on the offer line of an order form when the offer has ended, was removed, or does not list the chosen car',
  }),
  salePriceNotBelowList: msg({
    message: 'The competitive price must be lower than the price. Leave it empty when the car has no competitive price.',
    comment: 'Error next to a car’s competitive (sale) price in the back office inventory when it is not below the list price',
  }),
  offerDownPayment: msg({
    message: 'This offer asks for a larger first payment. Please raise it, or order without the offer.',
    comment:
      'Error next to the first payment of a finance order placed under an offer whose least down payment is higher (a client that gave no price)',
  }),
  offerCar: msg({
    message: 'This offer does not include this car. Please choose one of the offer’s cars, or order without the offer.',
    comment: 'Error next to the car of an order form opened from an offer when the car chosen is not one of the offer’s cars',
  }),
  characters: msg({
    message: 'This text contains control characters, which cannot be saved. Please type it again.',
    comment: 'Error next to a text field whose value holds invisible control characters (pasted or sent by a program)',
  }),
  url: msg({
    message: 'Please enter a full web address starting with https://.',
    comment: 'Error next to a map or social network link in the dealer settings (back office)',
  }),
  samePassword: msg({
    message: 'Please choose a new password that differs from your current one.',
    comment: 'Error next to the new password when a staff member changing their password types the current one again',
  }),
  modelYear: msg({
    message: 'Please enter a model year from 1990 to 2100.',
    comment: 'Error next to the model year of a car in the back office inventory',
  }),
  seats: msg({
    message: 'Please enter a number of seats from 1 to 60.',
    comment: 'Error next to the number of seats of a car in the back office inventory',
  }),
  colorHex: msg({
    message: 'Please choose a colour, written as # and six hexadecimal digits, for example #1f6f78.',
    comment: 'Error next to a car colour’s swatch in the back office inventory; keep the example as it is',
  }),
  sameLineCount: msg({
    message: 'Please write as many lines in English as in Arabic: each line is one item in both languages.',
    comment: 'Error next to an English feature or specification list of a car (back office) whose line count differs from the Arabic list',
  }),
  specLine: msg({
    message: 'Please write each line as a label, a colon and a value, for example “Power: 203 hp”.',
    comment: 'Error next to a car’s specification list in the back office; each line is “label: value”',
  }),
  stockCount: msg({
    message: 'Please enter a number of cars from 1 to 999.',
    comment: 'Error next to the count of one stock line (branch, colour, status) of a car in the back office inventory',
  }),
  stockLineTwice: msg({
    message: 'This branch, colour and status is already listed. Please change its count on the other line instead.',
    comment: 'Error next to a stock line of a car (back office) that repeats the branch, colour and status of another line',
  }),
  colorHasPhotos: msg({
    message: 'This colour has photos or stock, so it cannot be removed here. Delete its photos and stock lines first.',
    comment: 'Error next to the colours of a car (back office inventory) when a removed colour still has photos or stock lines',
  }),
  bulkPercent: msg({
    message: 'Please enter a whole percentage from −50 to 50, not 0, for example −5 or 3.',
    comment: 'Error next to the percent of a bulk price change for all cars of a model (back office inventory list)',
  }),
  bulkPriceTooLow: msg({
    message: 'This change would bring a car’s price to zero or below. Please choose a smaller percentage.',
    comment: 'Error next to the percent of a bulk price change (back office inventory) when a new price would be zero or less',
  }),
  csvLine: msg({
    message: 'This line cannot be read as the downloaded file writes it: a comma or a quotation mark is missing or extra.',
    comment: 'Error on a line of an inventory CSV import (back office) whose cells do not match the column titles',
  }),
  csvHeader: msg({
    message: 'The first line must hold the column titles exactly as the downloaded file has them.',
    comment: 'Error on the first line of an inventory CSV import (back office) whose column titles differ from the export’s',
  }),
  csvJson: msg({
    message: 'This cell must hold the list as the downloaded file writes it (JSON). Please copy it from a downloaded file.',
    comment: 'Error on a cell of an inventory CSV import (colours, features or specifications) that is not valid JSON',
  }),
  pdplSubject: msg({
    message: 'Please enter a Saudi mobile number or an e-mail address.',
    comment: 'Error next to the field of the personal-data desk (back office) that names whom a request is about',
  }),
  receivedOn: msg({
    message: 'Please enter the day the request arrived, no later than today.',
    comment: 'Error next to the day a personal-data request arrived (back office personal-data desk)',
  }),
  pdplCorrection: msg({
    message: 'Please fill in at least one field to correct.',
    comment: 'Error on the correction form of the personal-data desk (back office) when every field was left empty',
  }),
  orderLines: msg({
    message: 'Please order from 1 to 10 lines of cars.',
    comment: 'Error next to the list of car lines (model, colour, quantity) of the company order form',
  }),
  sendAt: msg({
    message: 'Please choose a date and time later than now, in Saudi time, within a year, or leave it empty to send now.',
    comment: 'Error next to the moment a newsletter is scheduled for (back office newsletters page)',
  }),
  tradeInYear: msg({
    message: `Please enter the year your car was made, from ${oldestTradeInYear} to next year.`,
    comment: 'Error next to the model year of the buyer’s own car on the “value my car” form; the year is the oldest one taken',
  }),
  mileage: msg({
    message: 'Please enter the kilometres on the odometer, in whole numbers.',
    comment: 'Error next to the mileage of the buyer’s own car on the “value my car” form',
  }),
  tradeInPhotoType: msg({
    message: 'Please choose a JPEG, PNG or WebP photo. This file is not one of them, whatever its name says.',
    comment: 'Error next to a photo field of the “value my car” form when the file is not a picture of those kinds',
  }),
  tradeInPhotoSize: msg({
    message: `This photo is larger than ${tradeInPhotoMegabytes} MB. Please choose a smaller one.`,
    comment: 'Error next to a photo field of the “value my car” form; the number is the configured limit in megabytes',
  }),
  tradeInOrder: msg({
    message: 'No confirmed order has this reference with this mobile number. Please check both, or leave the order reference empty.',
    comment: 'Error next to the order reference on the “value my car” form, when the order and the mobile do not belong together',
  }),
  estimate: msg({
    message: `Please enter an estimate in riyals, in whole numbers, from ${lowestEstimate} to ${highestEstimate}.`,
    comment: 'Error next to the estimate staff send for a buyer’s car (back office trade-in requests)',
  }),
  slot: msg({
    message: 'Please choose one of the times shown for this branch and day.',
    comment: 'Error next to the time slots of the test drive booking form (no time chosen, or one the branch does not offer)',
  }),
  slotFull: msg({
    message: 'This time has just been taken. Please choose another one.',
    comment: 'Error next to the time slots of the test drive booking form when the slot filled up while the visitor was booking',
  }),
}
