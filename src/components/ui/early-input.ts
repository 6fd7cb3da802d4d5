import { useCallback, useEffect, useRef, type ChangeEvent, type Ref } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

type ControlProps<E extends Control> = {
  value?: unknown
  checked?: boolean
  onChange?: (event: ChangeEvent<E>) => void
  ref?: Ref<E>
}

/** Whether the element shows something other than its props say: a visitor's doing. */
function differsFromProps(element: Control, { value, checked }: { value?: unknown; checked?: boolean }): boolean {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return checked !== undefined && element.checked !== checked
  // A radio reports the one chosen; the one left is told by the group's new value.
  if (element instanceof HTMLInputElement && element.type === 'radio') return checked === false && element.checked
  if (element instanceof HTMLInputElement && element.type === 'file') return false
  if (element instanceof HTMLSelectElement && element.multiple) return false
  return value !== undefined && value !== null && element.value !== String(value)
}

/** Enough of a change event for the handlers of a form's controls, which read its target. */
function changeEventOf<E extends Control>(element: E): ChangeEvent<E> {
  const nothing = () => undefined
  return {
    target: element,
    currentTarget: element,
    type: 'change',
    nativeEvent: new Event('change'),
    bubbles: true,
    isTrusted: false,
    defaultPrevented: false,
    preventDefault: nothing,
    stopPropagation: nothing,
    isDefaultPrevented: () => false,
    isPropagationStopped: () => false,
    persist: nothing,
  } as unknown as ChangeEvent<E>
}

/**
 * What a visitor typed, picked or ticked in the server's HTML before the page's scripts started
 * (they start after the first paint, decision 0068). React keeps that value on the element while it
 * hydrates, but the state the control renders from still holds the server's: a ticked market
 * filter showed ticked and was not applied, a typed name would have been sent empty, and the next
 * render of the field could wipe it. Once mounted, a control whose element disagrees with its
 * props tells its owner through its own `onChange`, as if the visitor had done it now. Controls
 * rendered in the browser agree with their props, so for them this does nothing.
 *
 * Returns the ref for the element, which also serves the caller's own `ref`.
 */
export function useEarlyInput<E extends Control>(props: ControlProps<E>): (element: E | null) => void {
  const element = useRef<E | null>(null)
  const { ref } = props
  const atMount = useRef(props)

  useEffect(() => {
    const mounted = element.current
    const { onChange } = atMount.current
    if (mounted && onChange && differsFromProps(mounted, atMount.current)) onChange(changeEventOf(mounted))
  }, [])

  return useCallback(
    (node: E | null) => {
      element.current = node
      if (typeof ref === 'function') return ref(node)
      if (ref) ref.current = node
    },
    [ref],
  )
}
