import { useNavigate } from '@tanstack/react-router'

/**
 * Keeps the chosen car in the page's address (`?carId=`), as a car page's "Order now" link puts
 * it there: a reload or the language switch then opens the form on the car last chosen.
 */
export function useCarInUrl() {
  const navigate = useNavigate()
  return (carId: string) => {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, carId: /^\d+$/.test(carId) ? Number(carId) : undefined }),
      replace: true,
      resetScroll: false,
    })
  }
}
