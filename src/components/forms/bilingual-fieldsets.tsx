import type { ReactNode } from 'react'

export type ContentLanguage = 'ar' | 'en'

/** What a field written in one language sets on its control, so it is typed and read in that direction. */
export type LanguageControl = { lang: ContentLanguage; dir: 'rtl' | 'ltr' }

/**
 * The Arabic and English versions of a text side by side (news articles, newsletters): a fieldset
 * each, titled by its legend, whose fields `children` makes for that language.
 */
export function BilingualFieldsets({
  legends,
  children,
}: {
  legends: Record<ContentLanguage, string>
  children: (language: ContentLanguage, control: LanguageControl) => ReactNode
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {(['ar', 'en'] as const).map((language) => (
        <fieldset key={language} className="min-w-0 space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <legend className="px-1 text-lg font-bold text-ink">{legends[language]}</legend>
          {children(language, { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' })}
        </fieldset>
      ))}
    </div>
  )
}
