import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface PlaceOption {
  key: string
  label: string
  /** A second line: the province and region. */
  detail?: string
}

interface PlaceComboboxProps {
  /** The input's id (its label is the caller's, `htmlFor` this id). */
  id: string
  /** The field's name in a native form (the finder's GET form), or none. */
  name?: string
  placeholder?: string
  describedBy?: string
  className?: string
  /** The suggestions for a text, best first; may wait for the comuni to load. */
  suggest: (text: string) => PlaceOption[] | Promise<PlaceOption[]>
  /** A suggestion chosen (click, or Enter on the active one). */
  onChoose: (option: PlaceOption, input: HTMLInputElement) => void
  /** Focus or first keystroke: time to fetch what `suggest` needs. */
  onIntent?: () => void
  /** What the live region says when nothing matches. */
  noneMessage?: string
  children?: ReactNode
}

/**
 * A text field with suggestions as the visitor types: the ARIA 1.2 combobox pattern with a list box (arrows move,
 * Enter chooses, Escape closes, then clears; the count is announced). The input is uncontrolled, so text typed
 * into the prerendered page before the app ran stays (docs/decisions/073, 100). Free text stays free: Enter
 * without an active suggestion is left to the form.
 */
export function PlaceCombobox({
  id,
  name,
  placeholder,
  describedBy,
  className,
  suggest,
  onChoose,
  onIntent,
  noneMessage = 'No town found.',
}: PlaceComboboxProps) {
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [options, setOptions] = useState<PlaceOption[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const latest = useRef(0)
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(closing.current), [])

  const update = async (text: string) => {
    const request = ++latest.current
    if (text.trim() === '') {
      setOptions([])
      setOpen(false)
      setActive(-1)
      setStatus('')
      return
    }
    const found = await suggest(text)
    if (request !== latest.current) return
    setOptions(found)
    setOpen(found.length > 0)
    setActive(-1)
    setStatus(
      found.length === 0
        ? noneMessage
        : `${found.length} suggestion${found.length === 1 ? '' : 's'}. Use the up and down arrows to choose.`,
    )
  }

  // Typed into the prerendered field before the app ran: suggest for it as soon as the app takes over.
  const updateRef = useRef(update)
  updateRef.current = update
  useEffect(() => {
    const input = inputRef.current
    if (input && input.value !== '' && document.activeElement === input) {
      onIntent?.()
      void updateRef.current(input.value)
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const choose = (option: PlaceOption) => {
    latest.current++
    setOpen(false)
    setActive(-1)
    setStatus(`${option.label} chosen.`)
    if (inputRef.current) onChoose(option, inputRef.current)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        setActive((current) =>
          !open || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        )
        break
      }
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault()
          choose(options[active])
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (event.currentTarget.value !== '') {
          event.preventDefault()
          event.currentTarget.value = ''
          void update('')
        }
        break
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`
  const expanded = open && options.length > 0

  return (
    <div className={cn('relative', className)}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        className="flex h-12 w-full rounded-lg border border-input bg-white px-4 py-2 text-base text-ink shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30"
        onFocus={() => {
          clearTimeout(closing.current)
          onIntent?.()
        }}
        onInput={(event) => {
          onIntent?.()
          void update(event.currentTarget.value)
        }}
        onKeyDown={onKeyDown}
        // Closed a moment after the blur, not during it: closing the list moves what is below it, and a tap on
        // the button below (Search, Next) would then land where the button no longer is.
        onBlur={() => {
          clearTimeout(closing.current)
          closing.current = setTimeout(() => setOpen(false), 250)
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        // In the flow, not over it: an open list pushes what follows down instead of covering it (a tap meant
        // for the Search or Next button below must not choose a suggestion).
        className="mt-1 max-h-80 overflow-auto rounded-lg border border-cream-200 bg-white py-1 shadow-soft"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn(
              'cursor-pointer px-4 py-2.5',
              index === active ? 'bg-terracotta-100' : 'hover:bg-cream-100',
            )}
            // Keep the focus in the field: a click chooses without a blur closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="block font-medium text-ink">{option.label}</span>
            {option.detail && <span className="block text-sm text-ink-soft">{option.detail}</span>}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  )
}
