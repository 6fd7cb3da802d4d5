import type { Faq } from '../../../contract/content'
import { ChevronDownIcon } from '../../../components/icons/icons'

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support come with
 * the element, every answer is in the server's HTML (and in the page's search), and nothing
 * depends on JavaScript having loaded.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white" data-testid="faq-list">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-bold text-ink hover:bg-surface focus-visible:[outline-offset:-3px] [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 leading-8 text-ink-soft">
              <p>{faq.answer}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  )
}
