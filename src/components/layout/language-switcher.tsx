import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { localizePathname } from '../../lib/i18n/locale'
import { localeChoiceAttribute } from '../../lib/i18n/locale-choice'
import { useLocale } from '../../lib/i18n/use-locale'
import { GlobeIcon } from '../icons/icons'
import { buttonClass } from '../ui/button-styles'

/**
 * Goes to the same page, with the same search params, in the other language, and remembers the
 * choice for the bare root. A plain link, so it also works before hydration; the head's script
 * remembers the choice, from the moment the page is parsed (lib/i18n/locale-choice).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const location = useLocation()
  const target = locale === 'ar' ? 'en' : 'ar'
  const href = `${localizePathname(location.pathname, target)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      {...{ [localeChoiceAttribute]: target }}
      className={buttonClass({ variant: 'chip', className })}
      title={t({ message: 'Change language', comment: 'Accessible name of the header button that switches between Arabic and English' })}
      data-testid="language-switcher"
    >
      <GlobeIcon className="size-4" />
      <span>{target === 'en' ? 'English' : 'العربية'}</span>
    </a>
  )
}
