import { useEffect, useState } from 'react'

/**
 * Whole seconds left until `until` (0 once it has passed), updated every second while counting.
 * Null `until` means nothing to wait for.
 */
export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
  useEffect(() => {
    if (until === null) return
    setNow(Date.now())
    const timer = setInterval(() => {
      setNow(Date.now())
      if (Date.now() >= until) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return left
}

/** `75` → `1:15`, how a countdown reads in both languages (Latin digits, decision 0006). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
