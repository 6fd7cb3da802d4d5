// zod/mini: the build watcher runs in every page (docs/decisions/0021-browser-bundle.md).
import * as z from 'zod/mini'

/**
 * Which build of the storefront is running. The id is a hash of what is built and `builtAt` the
 * sources' commit time (scripts/build-id.ts, decision 0061), so every machine building one commit
 * agrees; the browser compares its own with the latest one the server reports (spec section 4).
 */
export const buildDescriptorSchema = z.object({
  id: z.string().check(z.regex(/^[\w.-]{1,100}$/)),
  /** Milliseconds since the epoch. */
  builtAt: z.int().check(z.nonnegative()),
})
export type BuildDescriptor = z.infer<typeof buildDescriptorSchema>

export const currentBuild: BuildDescriptor = __BUILD_INFO__

/** The latest build's descriptor; never cached. */
export const latestBuildPath = '/_build/latest.json'

/** A build's own descriptor; it never changes under the same id. */
export function buildMetadataPath(id: string): string {
  return `/_build/${id}.json`
}

/**
 * Whether `latest` replaces `current`. An older build reported as latest (a server still running
 * the previous version during a rolling deploy) must not send visitors backwards.
 */
export function isNewerBuild(current: BuildDescriptor, latest: BuildDescriptor): boolean {
  return latest.id !== current.id && latest.builtAt >= current.builtAt
}
