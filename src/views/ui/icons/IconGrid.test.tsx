import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import { filterIcons, IconGrid } from './IconGrid'

// jsdom lays nothing out: give the scroller a size so the virtualiser renders the rows in view.
const sizes = { clientWidth: 720, clientHeight: 600, offsetWidth: 720, offsetHeight: 600 }
const saved = Object.keys(sizes).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const
)
beforeEach(() => {
  for (const [key, value] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value })
})
afterEach(() => {
  for (const [key, descriptor] of saved)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
})

describe('icon grid', () => {
  it('finds icons by any part of their name, ignoring case and dashes', () => {
    const names = filterIcons('arrow-up').map(([name]) => name)
    expect(names).toContain('ArrowUp')
    expect(names).toContain('ArrowUpRight')
    expect(names.every((name) => name.toLowerCase().includes('arrowup'))).toBe(true)
    expect(filterIcons('').length).toBeGreaterThan(1000)
  })

  it('renders only the rows in view, narrows by search and copies the import line', async () => {
    const { user } = renderWithProviders(<IconGrid />)
    const total = filterIcons('').length
    expect(screen.getByText(`${total.toLocaleString('en')} icons`)).toBeInTheDocument()
    const rendered = screen.getAllByRole('button', { name: /^Copy the import of/ }).length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(total / 5)

    await user.type(screen.getByLabelText('Search icons'), 'music')
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Copy the import of Accessibility' })).toBeNull()
    )
    await user.click(screen.getByRole('button', { name: 'Copy the import of Music' }))
    expect(await navigator.clipboard.readText()).toBe("import { Music } from 'lucide-react'")
    expect(screen.getByRole('status')).toHaveTextContent("import { Music } from 'lucide-react'")

    await user.clear(screen.getByLabelText('Search icons'))
    await user.type(screen.getByLabelText('Search icons'), 'zzzz')
    expect(await screen.findByText('No icon matches “zzzz”.')).toBeInTheDocument()
  })
})
