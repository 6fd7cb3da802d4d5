/**
 * How far something is (an upload): a native `<progress>` with its label, which screen readers
 * announce, and the percentage in figures beside it.
 */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100)
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3 text-sm text-ink-soft">
        <span>{label}</span>
        <span dir="ltr" className="tabular-nums">
          {percent}%
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={label}
        className="block h-2 w-full overflow-hidden rounded-full bg-surface [&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
      />
    </div>
  )
}
