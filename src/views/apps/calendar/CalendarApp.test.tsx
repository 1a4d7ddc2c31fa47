import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/calendar/handlers'
import { calendarDb, resetCalendarDb } from '@/@fake-db/calendar/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import CalendarApp from './CalendarApp'
import type { CalendarEvent } from '@/contracts/calendar'

// FullCalendar needs a real layout engine; here a plain list of titles stands in for it.
vi.mock('./CalendarView', () => ({
  CalendarView: ({
    events,
    onEventClick
  }: {
    events: CalendarEvent[]
    onEventClick: (e: CalendarEvent) => void
  }) => (
    <ul aria-label="events">
      {events.map((e) => (
        <li key={e.id}>
          <button type="button" onClick={() => onEventClick(e)}>
            {e.title}
          </button>
        </li>
      ))}
    </ul>
  )
}))

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => resetCalendarDb(new Date(2026, 10, 15)))

const session = signedInAs([{ action: 'manage', subject: 'all' }])
const eventTitles = () =>
  within(screen.getByRole('list', { name: 'events' }))
    .queryAllByRole('button')
    .map((b) => b.textContent)

describe('calendar app', { timeout: 20000 }, () => {
  it('toggles each calendar alone and all of them on and off together', async () => {
    const { user } = renderWithProviders(<CalendarApp />, { preloadedState: session })
    await waitFor(() => expect(eventTitles()).toHaveLength(10))

    await user.click(screen.getByRole('checkbox', { name: 'Business' }))
    expect(screen.getByRole('checkbox', { name: 'Business' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Personal' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'View all' })).not.toBeChecked()
    await waitFor(() => expect(eventTitles()).toHaveLength(7))
    expect(eventTitles()).not.toContain('Quarterly label meeting')

    await user.click(screen.getByRole('checkbox', { name: 'View all' }))
    for (const name of ['Personal', 'Business', 'Family', 'Holiday', 'ETC']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked()
    }
    await waitFor(() => expect(eventTitles()).toHaveLength(10))

    await user.click(screen.getByRole('checkbox', { name: 'View all' }))
    for (const name of ['Personal', 'Business', 'Family', 'Holiday', 'ETC']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked()
    }
    await waitFor(() => expect(eventTitles()).toHaveLength(0))
    expect(screen.getByText(/No calendar is selected/)).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Holiday' }))
    await waitFor(() => expect(eventTitles()).toEqual(['Summer festival', 'Public holiday']))
  })

  it('refuses an event whose end is before its start, then adds it once fixed', async () => {
    const { user } = renderWithProviders(<CalendarApp />, { preloadedState: session })
    await waitFor(() => expect(eventTitles()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Add event' }))
    const panel = await screen.findByRole('dialog', { name: 'Add event' })
    await user.type(within(panel).getByLabelText('Title'), 'Release party')
    const start = within(panel).getByLabelText('Start')
    const end = within(panel).getByLabelText('End')
    await user.clear(start)
    await user.type(start, '2026-11-20T18:00')
    await user.clear(end)
    await user.type(end, '2026-11-20T17:00')
    await user.type(within(panel).getByLabelText('Event URL'), 'not a url')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    expect(await within(panel).findByText('The end cannot be before the start.')).toBeInTheDocument()
    expect(within(panel).getByText(/Enter a full web address/)).toBeInTheDocument()
    expect(calendarDb.events).toHaveLength(10)

    await user.clear(end)
    await user.type(end, '2026-11-20T23:00')
    await user.clear(within(panel).getByLabelText('Event URL'))
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(eventTitles()).toContain('Release party'))
    expect(calendarDb.events.at(-1)).toMatchObject({
      id: 11,
      title: 'Release party',
      start: '2026-11-20T18:00:00'
    })
  })

  it('asks before deleting an event and removes it once confirmed', async () => {
    const { user } = renderWithProviders(<CalendarApp />, { preloadedState: session })
    await waitFor(() => expect(eventTitles()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Yoga class' }))
    const panel = await screen.findByRole('dialog', { name: 'Edit event' })
    expect(within(panel).getByLabelText('Title')).toHaveValue('Yoga class')
    await user.click(within(panel).getByRole('button', { name: 'Delete' }))
    expect(calendarDb.events).toHaveLength(10)
    await user.click(await screen.findByRole('button', { name: 'Delete event' }))
    await waitFor(() => expect(eventTitles()).not.toContain('Yoga class'))
    expect(calendarDb.events.some((e) => e.title === 'Yoga class')).toBe(false)
  })

  it('edits an event through the panel and saves it with update-event', async () => {
    const { user } = renderWithProviders(<CalendarApp />, { preloadedState: session })
    await waitFor(() => expect(eventTitles()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Dentist appointment' }))
    const panel = await screen.findByRole('dialog', { name: 'Edit event' })
    const title = within(panel).getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Dentist check-up')
    await user.selectOptions(within(panel).getByLabelText('Guests'), ['Noor Haddad', 'Mateo Rojas'])
    await user.click(within(panel).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(eventTitles()).toContain('Dentist check-up'))
    expect(calendarDb.events.find((e) => e.id === 4)).toMatchObject({
      title: 'Dentist check-up',
      extendedProps: { calendar: 'Personal', guests: ['Noor Haddad', 'Mateo Rojas'] }
    })
  })
})
