import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Autocomplete } from './Autocomplete'

type City = { id: number; name: string }
const CITIES: City[] = [
  { id: 1, name: 'Lisbon' },
  { id: 2, name: 'Lyon' },
  { id: 3, name: 'Lagos' },
  { id: 4, name: 'Oslo' },
  { id: 5, name: 'Porto' }
]

function Field({
  onSelect,
  filter,
  initial = ''
}: {
  onSelect?: (city: City) => void
  filter?: (city: City, query: string) => boolean
  initial?: string
}) {
  const [text, setText] = useState(initial)
  return (
    <>
      <Autocomplete
        label="City"
        items={CITIES}
        itemLabel={(c) => c.name}
        itemKey={(c) => c.id}
        filter={filter}
        value={text}
        onChange={setText}
        onSelect={onSelect}
      />
      <span data-testid="text">{text}</span>
    </>
  )
}

const setup = (props: Parameters<typeof Field>[0] = {}) => {
  const user = userEvent.setup()
  render(<Field {...props} />)
  const input = screen.getByRole('combobox', { name: 'City' })
  return { user, input }
}
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option')
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

describe('Autocomplete', () => {
  it('suggests the items that contain the typed text, any case, with the match marked', async () => {
    const { user, input } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.type(input, 'LO')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(options().map((o) => o.textContent)).toEqual(['Oslo'])
    await user.clear(input)
    await user.type(input, 'o')
    expect(options().map((o) => o.textContent)).toEqual(['Lisbon', 'Lyon', 'Lagos', 'Oslo', 'Porto'])
    const marks = options()[0].querySelectorAll('mark')
    expect([...marks].map((m) => m.textContent)).toEqual(['o'])
    expect(options()[4].querySelectorAll('mark')).toHaveLength(2)
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions')
  })

  it('moves with the arrow keys, wrapping at both ends, and chooses with Enter', async () => {
    const onSelect = vi.fn()
    const { user, input } = setup({ onSelect })
    await user.type(input, 'l')
    expect(options().map((o) => o.textContent)).toEqual(['Lisbon', 'Lyon', 'Lagos', 'Oslo'])
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('Lisbon')
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('Lagos')
    await user.keyboard('{ArrowUp}')
    expect(activeOption(input)).toHaveTextContent('Lyon')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('Lisbon')
    await user.keyboard('{ArrowUp}')
    expect(activeOption(input)).toHaveTextContent('Oslo')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(onSelect).toHaveBeenCalledWith({ id: 3, name: 'Lagos' })
    expect(input).toHaveValue('Lagos')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('goes to the first and last suggestion with Home and End once one is active', async () => {
    const { user, input } = setup()
    await user.type(input, 'l')
    // No suggestion active yet: End moves the caret, as in any text field.
    await user.keyboard('{End}')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}{End}')
    expect(activeOption(input)).toHaveTextContent('Oslo')
    await user.keyboard('{Home}')
    expect(activeOption(input)).toHaveTextContent('Lisbon')
  })

  it('opens from a closed field with the arrow keys', async () => {
    const { user, input } = setup({ initial: 'o' })
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.click(input)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(activeOption(input)).toHaveTextContent('Porto')
  })

  it('closes with Escape, then empties the field with a second Escape', async () => {
    const onSelect = vi.fn()
    const { user, input } = setup({ onSelect })
    await user.type(input, 'os')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('os')
    // Enter with the list closed chooses nothing.
    await user.keyboard('{Enter}')
    expect(onSelect).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('says so when nothing matches, and chooses with a click', async () => {
    const onSelect = vi.fn()
    const { user, input } = setup({ onSelect })
    await user.type(input, 'xyz')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('No results for “xyz”')
    await user.clear(input)
    await user.type(input, 'port')
    await user.click(options().find((o) => o.textContent === 'Porto')!)
    expect(onSelect).toHaveBeenCalledWith({ id: 5, name: 'Porto' })
    expect(screen.getByTestId('text')).toHaveTextContent('Porto')
    expect(input).toHaveFocus()
  })

  it('uses the filter it is given', async () => {
    const startsWith = (city: City, query: string) => city.name.toLowerCase().startsWith(query.toLowerCase())
    const { user, input } = setup({ filter: startsWith })
    await user.type(input, 'o')
    expect(options().map((o) => o.textContent)).toEqual(['Oslo'])
  })
})
