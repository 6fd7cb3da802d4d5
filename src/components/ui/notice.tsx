import type { ReactNode, Ref } from 'react'
import { AlertIcon } from '../icons/icons'

const tones = {
  success: { box: 'border-success/40 bg-success/5', icon: 'text-success' },
  error: { box: 'border-danger/50 bg-danger/5', icon: 'text-danger' },
  info: { box: 'border-brand-200 bg-brand-50', icon: 'text-brand-700' },
} as const

function CheckIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16.2 9.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * A message inside the page about what just happened (a code sent, a refusal, a wait), in words
 * and with an icon, never in colour alone. Errors are alerts (read at once); other tones are
 * polite status messages. `tabIndex={-1}` lets a step move focus to it.
 */
export function Notice({
  tone,
  title,
  children,
  className = '',
  ref,
}: {
  tone: keyof typeof tones
  title?: ReactNode
  children?: ReactNode
  className?: string
  ref?: Ref<HTMLDivElement>
}) {
  const look = tones[tone]
  const Icon = tone === 'success' ? CheckIcon : AlertIcon
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className={`flex items-start gap-3 rounded-xl border p-4 text-ink ${look.box} ${className}`.trim()}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${look.icon}`} />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-bold">{title}</p> : null}
        {children ? <div className="text-ink-soft">{children}</div> : null}
      </div>
    </div>
  )
}
