/* Kept apart from the staff menu: the root route imports it, and every visitor's first page with it. */

/**
 * The routes drawn in the back office's own frame rather than the shop's (decision 0091): every page
 * under /staff, and the news editor, which lives at /news/new.
 */
export function isStaffFrameRoute(routeId: string): boolean {
  return routeId === '/{-$locale}/staff' || routeId.startsWith('/{-$locale}/staff/') || routeId === '/{-$locale}/news/new'
}
