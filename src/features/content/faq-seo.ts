import { msg } from '@lingui/core/macro'
import type { Faq } from '../../contract/content'
import { jsonLdScript } from '../../lib/json-ld'
import { pageHead, type HeadContext } from '../../lib/page-head'
import { faqsQuery } from './content.queries'

/** The questions and answers as a schema.org FAQPage. */
export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  }
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
