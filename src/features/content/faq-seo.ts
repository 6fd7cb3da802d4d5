import { msg } from '@lingui/core/macro'
import type { Answer, FAQPage, Question } from 'schema-dts'
import type { Faq } from '../../contract/content'
import { jsonLdScript } from '../../lib/json-ld'
import { pageHead, type HeadContext } from '../../lib/page-head'
import { faqsQuery } from './content.queries'

/** The questions and answers as a schema.org FAQPage. */
export function faqJsonLd(faqs: readonly Faq[]): Exclude<FAQPage, string> {
  // Each part annotated: a callback's object literal is not checked for excess properties otherwise.
  const question = (faq: Faq): Exclude<Question, string> => {
    const acceptedAnswer: Exclude<Answer, string> = { '@type': 'Answer', text: faq.answer }
    return { '@type': 'Question', name: faq.question, acceptedAnswer }
  }
  return { '@type': 'FAQPage', mainEntity: faqs.map(question) }
}

export function faqHead(context: HeadContext) {
  const head = pageHead(
    context,
    msg({ message: 'Frequently asked questions', comment: 'Title of the frequently asked questions page' }),
    msg`Quick answers about buying, financing, delivery and after-sales service.`,
  )
  const faqs = context.queryClient.getQueryData(faqsQuery(context.locale).queryKey)
  if (!faqs || faqs.items.length === 0) return head
  return { ...head, scripts: [jsonLdScript(faqJsonLd(faqs.items))] }
}
