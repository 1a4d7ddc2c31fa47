import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/cards/handlers'
import { analyticsCardPath } from '@/contracts/cards'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import AnalyticsDashboard from './AnalyticsDashboard'

vi.mock('react-apexcharts', () => import('@/test/apexChartsStub'))

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
})
beforeEach(() => mock.reset())
afterAll(() => mock.restore())

const render = () =>
  renderWithProviders(<AnalyticsDashboard />, {
    preloadedState: signedInAs(ROLE_ABILITIES.admin),
    route: '/dashboard/analytics'
  })

describe('analytics dashboard', () => {
  it('draws every card with its chart and the figures of spec §9', async () => {
    register(mock)
    render()
    expect(await screen.findByTestId('support-total')).toHaveTextContent('163')
    expect(await screen.findByTestId('avg-sessions-figure')).toHaveTextContent('2,700')
    await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(8))
    expect(screen.getByText('92.6k')).toBeInTheDocument()
    expect(within(screen.getByTestId('device-list')).getByText('Desktop')).toBeInTheDocument()
  })

  it('changes what a card shows when its time range is picked', async () => {
    register(mock)
    const { user } = render()
    expect(await screen.findByTestId('support-total')).toHaveTextContent('163')
    await user.click(screen.getByRole('button', { name: 'Time range of Support Tracker: Last 28 Days' }))
    await user.click(screen.getByRole('menuitem', { name: 'Last Year' }))
    await waitFor(() => expect(screen.getByTestId('support-total')).toHaveTextContent('1,942'))
    expect(
      screen.getByRole('button', { name: 'Time range of Support Tracker: Last Year' })
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Time range of Customers: Last 28 Days' }))
    await user.click(screen.getByRole('menuitem', { name: 'Last Month' }))
    await waitFor(() =>
      expect(within(screen.getByTestId('customer-list')).getByText('742')).toBeInTheDocument()
    )
  })

  it('shows a failed card with its error and a retry that loads it', async () => {
    mock.onGet(analyticsCardPath('support-tracker')).replyOnce(500, { error: 'The tracker is down.' })
    register(mock)
    const { user } = render()
    expect(await screen.findByText('The tracker is down.')).toBeInTheDocument()
    expect(await screen.findByTestId('avg-sessions-figure')).toHaveTextContent('2,700')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('support-total')).toHaveTextContent('163')
  })
})
