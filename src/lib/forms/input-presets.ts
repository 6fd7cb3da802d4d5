import { orderLimits } from '../../contract/order-values'

/**
 * The attributes every form's name, mobile and e-mail inputs share, so the keyboard a phone
 * shows, the browser's autofill and the length a field takes are the same on every form.
 */
export const nameInputProps = { autoComplete: 'name', maxLength: orderLimits.nameMaxLength } as const

/** Saudi mobiles in any spelling and digits; the phone's number keyboard. */
export const mobileInputProps = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 } as const

export const emailInputProps = { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: orderLimits.emailMaxLength } as const

/** An amount or count in whole numbers: the number keyboard, nothing for autofill to offer. */
export const amountInputProps = { inputMode: 'numeric', autoComplete: 'off' } as const

/**
 * An order's or request's reference (`K7M2Q-9XD4R`): written left to right in either language,
 * in capitals, never corrected or offered by autofill. Lay it out with `rtl:text-end`.
 */
export const referenceInputProps = {
  dir: 'ltr',
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  placeholder: 'K7M2Q-9XD4R',
} as const
