import { createServerOnlyFn } from '@tanstack/react-start'
import { cardFileName, parseCardFileName } from './preview-card'
import { currentCard } from './card-source.server'
import { cachedCard } from './card-cache.server'
import { renderCard } from './render-card.server'
import { loadCardAsset } from './card-assets.server'

export type CardAnswer = { kind: 'card'; jpeg: Buffer } | { kind: 'moved'; name: string } | { kind: 'missing' }

/**
 * The card a file name asks for (decision 0059): its JPEG when the name is current (made once per
 * process, then kept), the current name when what the card shows has changed since, or nothing
 * for a name that is not one of ours or names no car, offer or article.
 */
export const loadPreviewCard = createServerOnlyFn(async (name: string): Promise<CardAnswer> => {
  const request = parseCardFileName(name)
  if (!request) return { kind: 'missing' }
  const card = await currentCard(request)
  if (!card) return { kind: 'missing' }
  const current = cardFileName(card)
  if (current !== name) return { kind: 'moved', name: current }
  return { kind: 'card', jpeg: await cachedCard(current, () => renderCard(card, loadCardAsset)) }
})
