import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { financePartnerKinds } from '../../../contract/values'
import type { FinancePartner } from '../../../contract/content'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { financePartnerKindLabels } from '../content-labels'

/** The accredited banks and finance companies, each with its indicative rate and longest term. */
export function FinancePartners({ partners }: { partners: readonly FinancePartner[] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const groups = financePartnerKinds
    .map((kind) => ({ kind, partners: partners.filter((partner) => partner.kind === kind) }))
    .filter((group) => group.partners.length > 0)
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`partners-${group.kind}`}>
          <h3 id={`partners-${group.kind}`} className="text-lg font-bold text-ink">
            {i18n._(financePartnerKindLabels[group.kind])}
          </h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={`partners-${group.kind}`}>
            {group.partners.map((partner) => {
              const rate = formatNumber(partner.profitRatePercent, locale)
              const months = formatNumber(partner.maxTermMonths, locale)
              return (
                <li key={partner.id} className="rounded-2xl border border-line bg-white p-5">
                  <p className="font-bold text-ink">{partner.name}</p>
                  <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                    <div>
                      <dt className="text-muted">
                        {t({
                          message: 'Profit rate',
                          comment: 'Finance page, a bank card: its flat annual profit rate (Islamic finance, not interest)',
                        })}
                      </dt>
                      <dd className="mt-0.5 text-lg font-bold text-accent-600">
                        <bdi>{t`${rate}% a year`}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted">
                        {t({ message: 'Longest term', comment: 'Finance page, a bank card: label of the longest finance term it offers' })}
                      </dt>
                      <dd className="mt-0.5 text-lg font-bold text-ink">
                        {t({
                          message: plural(partner.maxTermMonths, { one: `${months} month`, other: `${months} months` }),
                          comment: 'Finance page, a bank card: the longest finance term; {months} is a number of months',
                        })}
                      </dd>
                    </div>
                  </dl>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <p className="text-sm text-muted">{t`Rates are flat annual profit rates, indicative and subject to each partner's approval and terms.`}</p>
    </div>
  )
}
