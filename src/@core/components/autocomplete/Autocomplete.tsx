// A text input that suggests items as one types: the WAI-ARIA combobox pattern with a listbox popup. ↑/↓ move
// through the suggestions (and open them), Enter chooses, Escape closes them and, once closed, empties the field;
// Home/End go to the first/last suggestion while one is active, and move the caret otherwise.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { HighlightMatch } from './HighlightMatch'
import './autocomplete.scss'

export type AutocompleteProps<T> = {
  /** The input's id; one is made up when left out. */
  id?: string
  label: string
  /** Keep the label for screen readers only, where the layout already says what the field is for. */
  hideLabel?: boolean
  items: readonly T[]
  itemLabel: (item: T) => string
  /** Defaults to the label. */
  itemKey?: (item: T) => string | number
  /** Whether an item suggests itself for the typed text; defaults to "the label contains it, any case". */
  filter?: (item: T, query: string) => boolean
  /** The field's text. */
  value: string
  onChange: (text: string) => void
  /** A suggestion was chosen; the field's text already became its label. */
  onSelect?: (item: T) => void
  /** Draws a suggestion; `label` is the label with the matching part marked. */
  renderItem?: (item: T, label: ReactNode) => ReactNode
  /** At most this many suggestions (10 unless given). */
  maxResults?: number
  /** Suggest from this many typed characters on (1 unless given). */
  minChars?: number
  placeholder?: string
  /** The message when nothing matches; "No results for …" unless given. */
  noResultsText?: (query: string) => string
  /** The items are still loading: the popup says so instead of "no results". */
  loading?: boolean
  size?: 'sm' | 'lg'
  invalid?: boolean
  disabled?: boolean
  /** The id of a hint or error message under the field. */
  describedBy?: string
  className?: string
}

export const containsIgnoringCase = (label: string, query: string) =>
  label.toLowerCase().includes(query.trim().toLowerCase())

export function Autocomplete<T>({
  id,
  label,
  hideLabel = false,
  items,
  itemLabel,
  itemKey = itemLabel,
  filter,
  value,
  onChange,
  onSelect,
  renderItem,
  maxResults = 10,
  minChars = 1,
  placeholder,
  noResultsText,
  loading = false,
  size,
  invalid = false,
  disabled = false,
  describedBy,
  className
}: AutocompleteProps<T>) {
  const { t } = useTranslation()
  const ownId = useId()
  const inputId = id ?? `${ownId}-input`
  const listId = `${inputId}-listbox`
  const optionId = (index: number) => `${inputId}-option-${index}`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const query = value.trim()
  const searching = query.length >= minChars
  const results = searching
    ? items
        .filter((item) => (filter ? filter(item, query) : containsIgnoringCase(itemLabel(item), query)))
        .slice(0, maxResults)
    : []
  const showPopup = open && searching && !disabled
  const expanded = showPopup && results.length > 0
  const current = expanded && active < results.length ? active : -1

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' })
    // optionId only depends on the input's id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (item: T) => {
    onChange(itemLabel(item))
    onSelect?.(item)
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (count === 0) {
          setOpen(true)
          return
        }
        const down = event.key === 'ArrowDown'
        if (!expanded) {
          setOpen(true)
          setActive(down ? 0 : count - 1)
        } else if (down) setActive(current + 1 >= count ? 0 : current + 1)
        else setActive(current <= 0 ? count - 1 : current - 1)
        return
      }
      case 'Home':
      case 'End':
        if (current < 0) return
        event.preventDefault()
        setActive(event.key === 'Home' ? 0 : count - 1)
        return
      case 'Enter':
        if (current < 0) return
        event.preventDefault()
        choose(results[current])
        return
      case 'Escape':
        if (showPopup) {
          // The popup closes, not the dialog or panel the field sits in.
          event.preventDefault()
          event.stopPropagation()
          close()
        } else if (value) {
          event.preventDefault()
          event.stopPropagation()
          onChange('')
        }
        return
      default:
        return
    }
  }

  const empty = loading
    ? t('common.autocomplete.loading')
    : (noResultsText?.(query) ?? t('common.autocomplete.noResults', { query }))
  const announcement = !showPopup
    ? ''
    : results.length > 0
      ? t('common.autocomplete.count', { count: results.length })
      : empty

  return (
    <div className={clsx('autocomplete', className)}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <div className="autocomplete-field">
        <input
          id={inputId}
          type="text"
          role="combobox"
          className={clsx('form-control', size && `form-control-${size}`, invalid && 'is-invalid')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="autocomplete-list list-unstyled mb-0"
          hidden={!expanded}
        >
          {expanded &&
            results.map((item, index) => (
              <li
                key={itemKey(item)}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={clsx('autocomplete-option', index === current && 'active')}
                // Keeps the focus in the field, so choosing does not blur (and close) it first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== current && setActive(index)}
                onClick={() => choose(item)}
              >
                {renderItem ? (
                  renderItem(
                    item,
                    <span>
                      <HighlightMatch text={itemLabel(item)} query={query} />
                    </span>
                  )
                ) : (
                  // One flex item, so the marked part runs on with the rest of the text.
                  <span>
                    <HighlightMatch text={itemLabel(item)} query={query} />
                  </span>
                )}
              </li>
            ))}
        </ul>
        {showPopup && results.length === 0 && (
          <div className="autocomplete-list autocomplete-empty" aria-hidden="true">
            {empty}
          </div>
        )}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  )
}
