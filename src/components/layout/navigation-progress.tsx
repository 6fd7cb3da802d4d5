import { useRouterState } from '@tanstack/react-router'

/**
 * A thin bar at the top while the next page loads, so a filter change or a link never looks
 * like nothing happened. Hidden from assistive technology: pages announce their own content.
 */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
      <div
        className={`h-full bg-accent-500 transition-[width,opacity] duration-500 ${loading ? 'w-4/5 opacity-100' : 'w-full opacity-0'}`}
      />
    </div>
  )
}
