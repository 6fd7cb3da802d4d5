import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Checkbox } from './checkbox'
import { Input } from './input'
import { Select } from './select'
import { Textarea } from './textarea'

/** What the page's state holds, written where a test can read it. */
function Shown({ text }: { text: string }) {
  return <output data-testid="state">{text}</output>
}

function Controls() {
  const [name, setName] = useState('')
  const [city, setCity] = useState('jeddah')
  const [note, setNote] = useState('')
  const [kia, setKia] = useState(false)
  const [typed, setTyped] = useState('')
  return (
    <form>
      <Input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <Select name="city" value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="jeddah">Jeddah</option>
        <option value="riyadh">Riyadh</option>
      </Select>
      <Textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <Checkbox name="kia" label="Kia" checked={kia} onChange={(event) => setKia(event.target.checked)} />
      <Input name="untouched" value={typed} onChange={(event) => setTyped(`changed:${event.target.value}`)} />
      <Shown text={JSON.stringify({ name, city, note, kia, typed })} />
    </form>
  )
}

// Hydration is driven by hand here, outside Testing Library's render.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement | undefined
afterEach(() => container?.remove())

describe('controls used before the page’s scripts started', () => {
  it('hand what the visitor typed, picked and ticked to their owners once hydrated, and keep it on screen', async () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<Controls />)
    document.body.append(container)
    // The visitor, before hydration: the elements change, no React handler runs.
    const field = (name: string) => container!.querySelector(`[name="${name}"]`) as HTMLInputElement
    field('name').value = 'محمد'
    ;(container.querySelector('select') as HTMLSelectElement).value = 'riyadh'
    ;(container.querySelector('textarea') as HTMLTextAreaElement).value = 'بعد العصر'
    field('kia').checked = true

    await act(async () => {
      hydrateRoot(container!, <Controls />)
    })

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: 'محمد',
      city: 'riyadh',
      note: 'بعد العصر',
      kia: true,
      // A control nobody touched does not call its owner.
      typed: '',
    })
    expect(field('name').value).toBe('محمد')
    expect(field('kia').checked).toBe(true)
  })

  it('do nothing for controls rendered in the browser', async () => {
    container = document.createElement('div')
    document.body.append(container)
    const { createRoot } = await import('react-dom/client')
    await act(async () => createRoot(container!).render(<Controls />))
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: '',
      city: 'jeddah',
      note: '',
      kia: false,
      typed: '',
    })
  })
})
