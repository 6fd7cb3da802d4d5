/** Inputs that take a tap or a picker, not typing: focusing them brings up no on-screen keyboard. */
const untypedInputs = new Set(['checkbox', 'radio', 'range', 'color', 'file', 'submit', 'button', 'reset', 'image'])

/**
 * Whether focusing `target` brings up a phone's on-screen keyboard: a text-like input, a text
 * area or an editable element. A select is not: its picker is no keyboard.
 */
export function bringsUpKeyboard(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !untypedInputs.has(target.type)
  if (target instanceof HTMLTextAreaElement) return true
  return target instanceof HTMLElement && target.isContentEditable === true
}
