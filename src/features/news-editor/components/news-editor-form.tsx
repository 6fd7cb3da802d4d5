import { useEffect, useState } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { useStore } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { BilingualFieldsets, type ContentLanguage } from '../../../components/forms/bilingual-fieldsets'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Notice } from '../../../components/ui/notice'
import {
  coverMediaTypes,
  newsArticleDraftSchema,
  newsArticleEditSchema,
  newsEditorLimits,
  type NewsArticleCreated,
  type NewsArticleDraftInput,
  type NewsPreview,
  type StaffNewsArticle,
} from '../../../contract/staff-news'
import { newsMaySchedule, newsSaveIntentsFrom, type NewsSaveIntent } from '../../../contract/news-states'
import { formatDateTime } from '../../../lib/format'
import { describeError } from '../../../lib/errors'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { ArticleBody } from '../../content/components/article-body'
import { previewNewsArticle, publishNewsArticle, saveNewsArticle } from '../news-editor.functions'

type Values = Omit<NewsArticleDraftInput, 'cover' | 'publishAt' | 'intent'> & {
  cover: File | null
  publishAt: string
  intent: NewsSaveIntent
}

const emptyDraft: Values = {
  titleAr: '',
  titleEn: '',
  summaryAr: '',
  summaryEn: '',
  bodyAr: '',
  bodyEn: '',
  cover: null,
  publishAt: '',
  intent: 'publish',
}

/** An instant as the `datetime-local` field shows it in Saudi time (UTC+3, no daylight saving). */
const saudiWallClock = (iso: string) => new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 16)

/** The editor's fields filled from a stored article; a scheduled one keeps its moment. */
function valuesOf(article: StaffNewsArticle): Values {
  const { titleAr, titleEn, summaryAr, summaryEn, bodyAr, bodyEn } = article
  const publishAt = article.state === 'scheduled' && article.publishedAt ? saudiWallClock(article.publishedAt) : ''
  return {
    titleAr,
    titleEn,
    summaryAr,
    summaryEn,
    bodyAr,
    bodyEn,
    cover: null,
    publishAt,
    intent: newsSaveIntentsFrom[article.state][0] ?? 'keep',
  }
}

const accept = ['.png', '.jpg', '.jpeg', '.webp', ...coverMediaTypes].join(',')

type Language = ContentLanguage
const suffix = (language: Language) => (language === 'ar' ? 'Ar' : 'En')

/** A picture chosen in this browser, shown before it is sent (a `blob:` address the page's policy allows). */
function useLocalPicture(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file || !(coverMediaTypes as readonly string[]).includes(file.type)) {
      setUrl(null)
      return
    }
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url
}

/**
 * The news editor: an article in Arabic and English (title, summary, Markdown body), a cover, and
 * when it appears; a preview of both languages rendered by the server exactly as the article page
 * renders them. The form's Idempotency-Key publishes it once, whatever the clicks and retries.
 *
 * With `article` it edits that article (decision 0078): prefilled, its cover kept unless another is
 * chosen, its slug unchanged, sent with the version it was loaded at (a colleague's change in the
 * meantime is refused), and with the saves its state allows (draft, publish, schedule, keep).
 */
export function NewsEditorForm({ article }: { article?: StaffNewsArticle }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const router = useRouter()
  const mayScheduleHere = article ? newsMaySchedule(article.state) : true
  const [published, setPublished] = useState<NewsArticleCreated | null>(null)
  const [preview, setPreview] = useState<{ html: NewsPreview; of: string } | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const [previewFailure, setPreviewFailure] = useState<string | null>(null)

  const { form, formProps, summary, failure } = useContractForm({
    // An edit's draft belongs to the version it started from: after a save (or a colleague's) the page starts afresh.
    formId: article ? `staff-news-edit-${article.id}-v${article.version}` : 'staff-news-article',
    defaultValues: article ? valuesOf(article) : emptyDraft,
    schema: article ? newsArticleEditSchema : newsArticleDraftSchema,
    toInput: (values: Values) => {
      const input = { ...values, cover: values.cover ?? undefined, publishAt: mayScheduleHere ? values.publishAt : '' }
      if (article) return { ...input, version: String(article.version) }
      return { ...input, intent: values.intent === 'draft' ? ('draft' as const) : ('publish' as const) }
    },
    // A file cannot be kept in sessionStorage; the editor chooses it again after a reload. The
    // intent is the button pressed, never kept.
    draftOmit: ['cover', 'intent'],
    send: async (draft, { idempotencyKey }) => {
      const body = new FormData()
      body.set('locale', locale)
      body.set('idempotencyKey', idempotencyKey)
      for (const [name, value] of Object.entries(draft)) {
        if (value instanceof File) body.set(name, value)
        else if (typeof value === 'string') body.set(name, value)
      }
      if (!article) return publishNewsArticle({ data: body })
      body.set('id', String(article.id))
      await saveNewsArticle({ data: body })
      return null
    },
    onSuccess: (created) => {
      if (created) {
        form.reset()
        setPreview(null)
        setPublished(created)
        notifySuccess(
          created.draft
            ? t`The article is saved as a draft.`
            : created.scheduled
              ? t`The article is scheduled.`
              : t`The article is published.`,
        )
        return
      }
      notifySuccess(t({ message: 'The article is saved.', comment: 'Staff news editor: notice after saving an edited article' }))
      void router.invalidate()
    },
  })

  const values = useStore(form.store, (state) => state.values)
  const chosenCoverUrl = useLocalPicture(values.cover)
  const coverUrl = chosenCoverUrl ?? article?.cover ?? null
  const previewKey = `${values.bodyAr}\u0000${values.bodyEn}`

  const showPreview = async () => {
    setPreviewing(true)
    setPreviewFailure(null)
    try {
      const html = await previewNewsArticle({ data: { locale, bodies: { bodyAr: values.bodyAr, bodyEn: values.bodyEn } } })
      setPreview({ html, of: previewKey })
    } catch (error) {
      setPreviewFailure(describeError(error, { exposeInternals: false }).message ?? t`The preview could not be made. Please try again.`)
    } finally {
      setPreviewing(false)
    }
  }

  const languageLegends = {
    ar: t({ message: 'Arabic', comment: 'News editor: heading of the Arabic title, summary and text' }),
    en: t({ message: 'English', comment: 'News editor: heading of the English title, summary and text' }),
  }

  const previewPanel = (language: Language, html: string) => {
    const title = values[`title${suffix(language)}`]
    const lead = values[`summary${suffix(language)}`]
    return (
      <article
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
        data-testid={`news-preview-${language}`}
        aria-label={
          language === 'ar'
            ? t({ message: 'Arabic preview', comment: 'News editor: name of the panel showing the Arabic article as visitors will see it' })
            : t({
                message: 'English preview',
                comment: 'News editor: name of the panel showing the English article as visitors will see it',
              })
        }
      >
        <h3 className="text-2xl font-bold text-ink">{title || '—'}</h3>
        {lead ? <p className="mt-3 text-lg font-medium leading-8 text-ink">{lead}</p> : null}
        {coverUrl ? (
          <div className="mt-4 aspect-[16/9] overflow-hidden rounded-2xl border border-line bg-surface">
            <img src={coverUrl} alt="" className="size-full object-contain" />
          </div>
        ) : null}
        <ArticleBody html={html} className="mt-6" />
      </article>
    )
  }

  // The saves this article's state allows, the one that publishes last (the main action).
  const saveIntents: readonly NewsSaveIntent[] = article ? newsSaveIntentsFrom[article.state] : ['draft', 'publish']
  const saveLabel = (intent: NewsSaveIntent) => {
    if (intent === 'draft')
      return article?.state === 'scheduled'
        ? t({ message: 'Save as draft', comment: 'News editor: button that saves a scheduled article as a draft (its schedule cancelled)' })
        : t({ message: 'Save draft', comment: 'News editor: button that saves the article without showing it on the site' })
    if (intent === 'keep')
      return t({ message: 'Save changes', comment: 'News editor: button that saves an article’s texts, its state unchanged' })
    if (article?.state === 'unpublished')
      return t({ message: 'Save and publish again', comment: 'News editor: button that saves an unpublished article and shows it again' })
    if (values.publishAt)
      return article?.state === 'scheduled'
        ? t({ message: 'Save the schedule', comment: 'News editor: button that saves a scheduled article at the time chosen' })
        : t({ message: 'Schedule article', comment: 'News editor: submit button when a later publication time is set' })
    return t({ message: 'Publish now', comment: 'News editor: submit button that publishes the article at once' })
  }

  return (
    <div className="space-y-8">
      {published ? <PublishedNotice created={published} localeParam={localeParam} /> : null}
      <form {...formProps} aria-labelledby="news-editor-title" className="space-y-6">
        <h2 id="news-editor-title" className="sr-only">
          {article
            ? t({ message: 'Edit the article', comment: 'News editor: accessible name of the form that edits an article' })
            : t({ message: 'New article', comment: 'News editor: accessible name of the form that writes an article' })}
        </h2>
        <FormPreamble summary={summary} />
        <BilingualFieldsets legends={languageLegends}>
          {(language, control) => (
            <>
              <form.AppField name={`title${suffix(language)}`}>
                {(field) => (
                  <field.TextField
                    label={
                      language === 'ar'
                        ? t({ message: 'Arabic title', comment: 'News editor: label of the article title field in Arabic' })
                        : t({ message: 'English title', comment: 'News editor: label of the article title field in English' })
                    }
                    required
                    {...control}
                    maxLength={newsEditorLimits.titleMaxLength}
                  />
                )}
              </form.AppField>
              <form.AppField name={`summary${suffix(language)}`}>
                {(field) => (
                  <field.TextareaField
                    label={
                      language === 'ar'
                        ? t({ message: 'Arabic summary', comment: 'News editor: label of the short Arabic summary shown in the news list' })
                        : t({
                            message: 'English summary',
                            comment: 'News editor: label of the short English summary shown in the news list',
                          })
                    }
                    hint={t`One or two sentences, shown in the list of news and when the article is shared.`}
                    required
                    {...control}
                    rows={3}
                    maxLength={newsEditorLimits.summaryMaxLength}
                  />
                )}
              </form.AppField>
              <form.AppField name={`body${suffix(language)}`}>
                {(field) => (
                  <field.TextareaField
                    label={
                      language === 'ar'
                        ? t({ message: 'Arabic text', comment: 'News editor: label of the Arabic article body field (Markdown)' })
                        : t({ message: 'English text', comment: 'News editor: label of the English article body field (Markdown)' })
                    }
                    hint={t`Markdown: an empty line between paragraphs, ## before a heading, - before a list item, [words](https://…) for a link.`}
                    required
                    {...control}
                    rows={14}
                    maxLength={newsEditorLimits.bodyMaxLength}
                    controlClassName="font-mono text-sm"
                  />
                )}
              </form.AppField>
            </>
          )}
        </BilingualFieldsets>
        <div className="grid gap-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-2">
          <form.AppField name="cover">
            {(field) => (
              <field.FileField
                label={t({ message: 'Cover picture', comment: 'News editor: label of the optional cover image field' })}
                hint={
                  article?.cover
                    ? t`Choose a picture only to replace the current cover; without one, the cover stays. PNG, JPEG or WebP, at most 5 MB.`
                    : t`PNG, JPEG or WebP, at most 5 MB. It is scaled to 1600 pixels wide and its hidden data (camera, place) removed.`
                }
                accept={accept}
              />
            )}
          </form.AppField>
          {mayScheduleHere ? (
            <form.AppField name="publishAt">
              {(field) => (
                <field.TextField
                  label={t({ message: 'Publish at', comment: 'News editor: label of the date and time the article appears' })}
                  hint={t`Saudi time (UTC+3). Leave empty to publish now; a later time publishes the article by itself then.`}
                  type="datetime-local"
                  dir="ltr"
                  controlClassName="sm:max-w-xs"
                />
              )}
            </form.AppField>
          ) : null}
        </div>

        <section aria-labelledby="news-preview-title" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="news-preview-title" className="text-xl font-bold text-ink">
              {t({ message: 'Preview', comment: 'News editor: heading above the article as visitors will see it' })}
            </h3>
            <Button type="button" variant="outline" loading={previewing} onClick={() => void showPreview()}>
              {preview
                ? t({ message: 'Update preview', comment: 'News editor: button that renders the preview again after edits' })
                : t({ message: 'Show preview', comment: 'News editor: button that renders both languages as the article page will' })}
            </Button>
          </div>
          {previewFailure ? <FormFailureNotice message={previewFailure} /> : null}
          {preview ? (
            <>
              {preview.of !== previewKey ? (
                <Notice tone="info">{t`The text changed since this preview. Update it to see the changes.`}</Notice>
              ) : null}
              <div className="grid gap-6 lg:grid-cols-2">
                {previewPanel('ar', preview.html.bodyHtmlAr)}
                {previewPanel('en', preview.html.bodyHtmlEn)}
              </div>
            </>
          ) : (
            <p className="text-sm text-ink-soft">{t`The preview shows both languages exactly as the article page will, links and headings included.`}</p>
          )}
        </section>

        {failure ? (
          <FormFailureNotice
            key={`${failure.code}:${failure.message}`}
            message={failure.message}
            retryAfterSeconds={failure.retryAfterSeconds}
          />
        ) : null}
        {failure?.code === 'conflict' ? (
          <Button type="button" variant="secondary" onClick={() => void router.invalidate()}>
            {t({ message: 'Reload the article', comment: 'Staff news: reloads an article a colleague changed meanwhile' })}
          </Button>
        ) : null}
        <form.Subscribe selector={(state) => [state.isSubmitting, state.values.intent] as const}>
          {([busy, pressed]) => (
            <div className="flex flex-wrap gap-3">
              {saveIntents.map((intent) => (
                <Button
                  key={intent}
                  type="submit"
                  size="lg"
                  variant={intent === 'draft' ? 'outline' : 'accent'}
                  loading={busy && pressed === intent}
                  disabled={busy}
                  onClick={() => form.setFieldValue('intent', intent)}
                  data-testid={`news-save-${intent}`}
                >
                  {saveLabel(intent)}
                </Button>
              ))}
            </div>
          )}
        </form.Subscribe>
      </form>
    </div>
  )
}

/** What happened to the last article sent: published (with its link) or scheduled (with its Saudi time). */
function PublishedNotice({ created, localeParam }: { created: NewsArticleCreated; localeParam: 'en' | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const when = created.publishedAt ? formatDateTime(created.publishedAt, locale) : ''
  return (
    <Notice tone="success">
      <p data-testid="news-published">
        {created.draft
          ? t`The article is saved as a draft. It is not on the site until you publish it.`
          : created.scheduled
            ? t`The article is scheduled. It appears on the site by itself on ${when} (Saudi time).`
            : t`The article is published on the news page and the home page.`}{' '}
        <Link to="/{-$locale}/staff/news/$id" params={{ locale: localeParam, id: String(created.id) }} className="font-bold underline">
          {t({ message: 'Edit it', comment: 'News editor: link to the editor of the article just saved' })}
        </Link>
        {created.draft ? null : ' · '}
        {created.draft ? null : (
          <Link
            to="/{-$locale}/news/article"
            params={{ locale: localeParam }}
            search={{ slug: created.slug }}
            className="font-bold underline"
          >
            {created.scheduled
              ? t({ message: 'Its address', comment: 'News editor: link to a scheduled article (shows once it is published)' })
              : t({ message: 'Open the article', comment: 'News editor: link to the article just published' })}
          </Link>
        )}
      </p>
    </Notice>
  )
}
