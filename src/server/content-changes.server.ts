/**
 * "The dealer's content changed": how every cache of public content (the dealer-API client's
 * answers in each render thread, in each process on the same database) learns of a staff edit
 * within moments instead of waiting for its answers to expire (docs/decisions/0052-news-publishing.md).
 *
 * - A change is announced inside the transaction that makes it (`announceContentChange`): a
 *   PostgreSQL `NOTIFY`, delivered when and only if the transaction commits, to every process
 *   listening on the database (on PGlite, to this process, the only one).
 * - The thread that holds the database relays each notification (`startContentChangeRelay`) on a
 *   BroadcastChannel, which reaches every thread of this process: the render threads and itself.
 * - Caches subscribe with `onContentChange` and drop what they hold.
 * - Whenever the listening connection is (re)established, the relay also says that anything may
 *   have changed (`topic: null`): a NOTIFY sent while that connection was down is never delivered,
 *   and without this a cache would keep the content from before it until its answers expired.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { BroadcastChannel } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import { contentTopics, type ContentTopic } from '../contract/content-topics.ts'
import type { DbHandle } from './db/connection.server.ts'
import type { Db } from './db/types.ts'
import { log } from './log.ts'

/** The PostgreSQL channel; any constant works as long as every instance of the app uses it. */
export const contentChangeChannel = 'dealer_content_changes'

/** The BroadcastChannel between this process's threads. */
const threadChannelName = 'dealer-storefront:content-changes'

/** `topic: null`: any content may have changed (announcements may have been missed). */
export type ContentChange = { topic: ContentTopic | null }

function isContentTopic(value: unknown): value is ContentTopic {
  return typeof value === 'string' && (contentTopics as readonly string[]).includes(value)
}

/**
 * Announces a change of `topic` from inside the transaction `tx` that makes it: listeners hear of
 * it once the change is visible to them, never for a change that rolled back.
 */
export async function announceContentChange(tx: Db, topic: ContentTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${contentChangeChannel}, ${topic})`)
}

/**
 * Hands each content change announced on the database to every thread of this process. Run once
 * per process, by the thread that holds the database; resolves to the stop function.
 */
export async function startContentChangeRelay(handle: Pick<DbHandle, 'listen'>): Promise<() => Promise<void>> {
  const channel = new BroadcastChannel(threadChannelName)
  channel.unref()
  const unlisten = await handle.listen(
    contentChangeChannel,
    (payload) => {
      if (!isContentTopic(payload)) return
      channel.postMessage({ topic: payload } satisfies ContentChange)
    },
    () => channel.postMessage({ topic: null } satisfies ContentChange),
  )
  return async () => {
    await unlisten()
    channel.close()
  }
}

/**
 * Calls `listener` for every content change relayed in this process, on whichever thread this
 * runs. Returns the unsubscribe. Does not keep the process alive.
 */
export function onContentChange(listener: (change: ContentChange) => void): () => void {
  const channel = new BroadcastChannel(threadChannelName)
  channel.unref()
  channel.onmessage = (event: unknown) => {
    const data = (event as { data?: unknown }).data
    const topic = typeof data === 'object' && data !== null ? (data as { topic?: unknown }).topic : undefined
    if (topic !== null && !isContentTopic(topic)) return
    try {
      listener({ topic })
    } catch (error) {
      log.error('content change listener failed', { error, topic })
    }
  }
  return () => channel.close()
}
