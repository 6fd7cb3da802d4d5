import type { FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Plural, useLingui } from '@lingui/react/macro'
import { newsStates } from '../../../contract/news-states'
import { staffNewsLimits, type StaffNewsList, type StaffNewsSummary } from '../../../contract/staff-news'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { LinkButton } from '../../../components/ui/link-button'
import { formatDateTime } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { StaffFilterTabs } from '../../staff/inbox/components/staff-filter-tabs'
import { StaffList, StaffTable } from '../../staff/components/staff-list'
import { newsStateLabels } from '../news-labels'
import type { StaffNewsSearch } from '../staff-news-search'
import { NewsStateBadge } from './news-state-badge'

/**
 * Every article for editors (decision 0078): tabs by state with their counts, a search in either
 * language (a plain GET form before the page is interactive), a table on wide screens and cards
 * on phones, each article leading to its editor and its preview.
 */
export function StaffNewsListView({ list, search }: { list: StaffNewsList; search: StaffNewsSearch }) {
  const { t, i18n } = useLingui()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const liveCount = list.counts.draft + list.counts.scheduled + list.counts.published + list.counts.unpublished
  const tabs = [
    {
      key: 'all',
      label: t({ message: 'All', comment: 'Staff news list: tab of every article but deleted ones' }),
      count: liveCount,
      search: { q: search.q },
    },
    ...newsStates.map((state) => ({
      key: state,
      label: i18n._(newsStateLabels[state]),
      count: list.counts[state],
      search: { q: search.q, state },
    })),
  ]
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ to: '/{-$locale}/staff/news', params: { locale: localeParam }, search: { q: q || undefined, state: search.state } })
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form
          method="get"
          onSubmit={submit}
          role="search"
          key={search.q ?? ''}
          aria-label={t({ message: 'Find articles', comment: 'Staff news list: accessible name of the search form' })}
          className="flex w-full flex-wrap items-end gap-3 sm:w-auto"
        >
          <Field
            label={t({ message: 'Title or summary', comment: 'Staff news list: label of the search field (Arabic or English words)' })}
            className="min-w-0 flex-1 sm:w-80 sm:flex-none"
          >
            <Input
              name="q"
              type="search"
              defaultValue={search.q ?? ''}
              dir="auto"
              maxLength={staffNewsLimits.searchMaxLength}
              autoComplete="off"
            />
          </Field>
          <Button type="submit" variant="outline">
            {t({ message: 'Search', comment: 'Staff news list: button that applies the search' })}
          </Button>
        </form>
        <LinkButton to="/{-$locale}/news/new" params={{ locale: localeParam }} variant="accent">
          {t({ message: 'Write an article', comment: 'Staff news list: button to the page that writes a new article' })}
        </LinkButton>
      </div>
      <StaffFilterTabs
        label={t({ message: 'Articles by state', comment: 'Staff news list: accessible name of the state tabs' })}
        tabs={tabs}
        current={search.state ?? 'all'}
      />
      <p className="text-sm text-ink-soft" role="status" data-testid="staff-news-count">
        <Plural
          value={list.total}
          _0="No article matches."
          one="# article"
          other="# articles"
          comment="Staff news list: how many articles match"
        />
      </p>
      <StaffList
        count={list.items.length}
        empty={search.q ? t`No article matches this search. Try another word, in Arabic or English.` : t`No article is in this state.`}
        paging={list}
      >
        <NewsTable items={list.items} />
        <NewsCards items={list.items} />
      </StaffList>
    </div>
  )
}

/** The moment that matters for an article's state, with what it means. */
function useWhen() {
  const { t } = useLingui()
  const locale = useLocale()
  return (item: StaffNewsSummary): string => {
    const at = (value: string) => formatDateTime(value, locale)
    switch (item.state) {
      case 'deleted':
        return t`Deleted ${at(item.deletedAt!)} · goes for good ${at(item.purgeAt!)}`
      case 'scheduled':
        return t({
          message: `Appears ${at(item.publishedAt!)}`,
          comment: 'Staff news list: when a scheduled article will appear on the site',
        })
      case 'published':
        return t({
          message: `Published ${at(item.publishedAt!)}`,
          comment: 'Staff news list: when a published article appeared on the site',
        })
      case 'unpublished':
        return t`Taken down · first published ${at(item.publishedAt!)}`
      case 'draft':
        return t({ message: 'Not dated yet', comment: 'Staff news list: a draft has no publication date yet' })
    }
  }
}

function Titles({ item }: { item: StaffNewsSummary }) {
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const [first, second] = locale === 'ar' ? [item.titleAr, item.titleEn] : [item.titleEn, item.titleAr]
  return (
    <>
      <Link
        to="/{-$locale}/staff/news/$id"
        params={{ locale: localeParam, id: String(item.id) }}
        className="font-bold text-brand-700 hover:underline"
        data-testid="staff-news-title"
      >
        {first}
      </Link>
      <p className="text-sm text-ink-soft" lang={locale === 'ar' ? 'en' : 'ar'} dir="auto">
        {second}
      </p>
    </>
  )
}

function RowLinks({ item }: { item: StaffNewsSummary }) {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold">
      <Link
        to="/{-$locale}/staff/news/$id"
        params={{ locale: localeParam, id: String(item.id) }}
        className="text-brand-700 hover:underline"
      >
        {item.state === 'deleted'
          ? t({ message: 'Open to restore', comment: 'Staff news list: link to a deleted article’s page, where it can be restored' })
          : t({ message: 'Edit', comment: 'Staff news list: link to the editor of an article' })}
      </Link>
      {item.state === 'deleted' ? null : (
        <Link
          to="/{-$locale}/staff/news/$id/preview"
          params={{ locale: localeParam, id: String(item.id) }}
          className="text-brand-700 hover:underline"
        >
          {t({ message: 'Preview', comment: 'Staff news list: link to the article as visitors will see it' })}
        </Link>
      )}
    </div>
  )
}

function NewsTable({ items }: { items: StaffNewsSummary[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const when = useWhen()
  return (
    <StaffTable
      wide
      testId="staff-news-table"
      caption={t({ message: 'Articles', comment: 'Staff news list: caption of the table (screen readers)' })}
      columns={[
        t({ message: 'Article', comment: 'Staff news list: table column of the titles' }),
        t({ message: 'State', comment: 'Staff news list: table column of the state' }),
        t({ message: 'When', comment: 'Staff news list: table column of the publication or deletion dates' }),
        t({ message: 'Last changed', comment: 'Staff news list: table column of when the article was last edited' }),
        <span key="actions" className="sr-only">
          {t({ message: 'Actions', comment: 'Staff news list: table column of the links (screen readers)' })}
        </span>,
      ]}
    >
      {items.map((item) => (
        <tr key={item.id} data-testid="staff-news-row">
          <td className="max-w-md px-4 py-3 align-top">
            <Titles item={item} />
          </td>
          <td className="px-4 py-3 align-top">
            <NewsStateBadge state={item.state} />
          </td>
          <td className="px-4 py-3 align-top text-ink-soft">{when(item)}</td>
          <td className="whitespace-nowrap px-4 py-3 align-top text-ink-soft">{formatDateTime(item.updatedAt, locale)}</td>
          <td className="px-4 py-3 align-top">
            <RowLinks item={item} />
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

function NewsCards({ items }: { items: StaffNewsSummary[] }) {
  const when = useWhen()
  return (
    <ul className="space-y-3 md:hidden" data-testid="staff-news-cards">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="staff-news-card">
          <div className="mb-2">
            <NewsStateBadge state={item.state} />
          </div>
          <Titles item={item} />
          <p className="mt-2 text-sm text-ink-soft">{when(item)}</p>
          <div className="mt-3">
            <RowLinks item={item} />
          </div>
        </li>
      ))}
    </ul>
  )
}
