import { useNavigate } from '@tanstack/react-router'

/**
 * Keeps an order form's choices in the page's address, as a car page's "Order" link puts them
 * there: a reload or the language switch then opens the form on the choice last made.
 */
export function useChoiceInUrl() {
  const navigate = useNavigate()
  return (change: Record<string, unknown>) => {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
      replace: true,
      resetScroll: false,
    })
  }
}

/** The chosen car (`?carId=`); a car chosen anew has no colour chosen yet. */
export function useCarInUrl() {
  const keep = useChoiceInUrl()
  return (carId: string, more: Record<string, unknown> = {}) => keep({ carId: /^\d+$/.test(carId) ? Number(carId) : undefined, ...more })
}
