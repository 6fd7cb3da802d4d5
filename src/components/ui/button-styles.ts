/**
 * The look of every button and button-like link, in one place: `Button`, `LinkButton`, and the
 * few anchors that must stay plain `<a>` elements (external links, the language switcher, the
 * error page's way home) all take their classes from here.
 */
export type ButtonVariant =
  /** The page's main action, in the brand colour. */
  | 'primary'
  /** The call to buy (order, search, browse): the warm accent. */
  | 'accent'
  /** What cannot simply be taken back (delete, retire), on a confirmation's own button. */
  | 'danger'
  /** Second to a primary or accent action: outlined in the brand colour. */
  | 'secondary'
  /** A quiet action among others (retry, remove, pages of a list); `aria-current="page"` fills it. */
  | 'outline'
  /** Navigation-like actions (the header's items). */
  | 'ghost'
  /** Text that acts ("See all", "Clear all filters"). */
  | 'link'
  /** On the dark hero band. */
  | 'inverse'
  /** Small rounded choices in a row (share targets, language). */
  | 'chip'
  /** A round icon-only action (menu, favourites in the header); its name is in an sr-only text. */
  | 'icon'
  /** A round icon-only toggle on a picture (favourite); `aria-pressed` colours it. */
  | 'icon-outline'
  /** No look of its own, for a button whose content is the look (a picture thumbnail). */
  | 'plain'

export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

const base = 'inline-flex items-center gap-2 transition-colors disabled:cursor-not-allowed aria-busy:cursor-progress'

/** Ghost items line up with their neighbours' text (a menu's items); every other button centres its content. */
const centred = 'justify-center text-center'

/** Height (44 px touch target at least) and padding, for variants that are sized by text. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 rounded-lg px-3',
  md: 'min-h-11 rounded-lg px-5',
  lg: 'min-h-12 rounded-lg px-6',
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 font-bold text-white hover:bg-brand-700 disabled:bg-line disabled:text-ink-soft',
  danger: 'bg-danger font-bold text-white hover:bg-red-800 disabled:bg-line disabled:text-ink-soft',
  accent: 'bg-accent-500 font-bold text-white shadow-sm hover:bg-accent-600 disabled:bg-line disabled:text-ink-soft',
  secondary: 'border border-brand-600 font-bold text-brand-700 hover:bg-brand-50 disabled:border-line disabled:text-ink-soft',
  outline:
    'border border-line bg-white font-medium text-ink hover:border-brand-500 hover:text-brand-700 disabled:text-ink-soft aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white',
  ghost:
    'font-medium text-ink-soft hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
  inverse: 'border border-white/40 font-bold text-white hover:bg-white/10',
  link: 'min-h-11 font-bold text-brand-700 hover:underline',
  chip: 'min-h-11 rounded-full border border-line px-4 text-sm font-medium text-ink-soft hover:border-brand-500 hover:text-brand-700',
  icon: 'size-11 shrink-0 rounded-full text-ink-soft hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
  'icon-outline':
    'size-11 shrink-0 rounded-full border border-line bg-white text-ink-soft shadow-sm hover:border-accent-500 hover:text-accent-600 aria-pressed:border-accent-500 aria-pressed:text-accent-600',
  plain: '',
}

/** Variants whose shape does not depend on `size`. */
const fixedShape = new Set<ButtonVariant>(['link', 'chip', 'icon', 'icon-outline', 'plain'])

export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return [base, variant === 'ghost' ? '' : centred, fixedShape.has(variant) ? '' : sizes[size], variants[variant], className]
    .filter(Boolean)
    .join(' ')
}

/** The spinner a button or button-like link shows while the work it started is under way. */
export const busySpinnerClass = 'size-4 shrink-0 animate-spin rounded-full border-2 border-current border-e-transparent'
