/**
 * When a picture is fetched: `false` when it nears the view (lazy), `true` at once (in view when
 * the page opens), `'high'` at once and before the rest (the page's largest picture, which a phone
 * should paint first: issue 13).
 */
export type ImagePriority = boolean | 'high'

export function imageLoading(priority: ImagePriority) {
  return { loading: priority ? 'eager' : 'lazy', fetchPriority: priority === 'high' ? 'high' : undefined } as const
}

/** The first of a list's pictures in view is its largest-paint candidate; the next few load at once. */
export function listImagePriority(index: number, inView: number): ImagePriority {
  return index < inView && (index === 0 ? 'high' : true)
}
