import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/cards/handlers'
import { statisticsCardPath } from '@/contracts/cards'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import EcommerceDashboard from './EcommerceDashboard'

vi.mock('react-apexcharts', () => import('@/test/apexChartsStub'))

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
})
beforeEach(() => mock.reset())
afterAll(() => mock.restore())

const render = () =>
  renderWithProviders(<EcommerceDashboard />, {
    preloadedState: signedInAs(ROLE_ABILITIES.admin),
    route: '/'
  })

describe('e-commerce dashboard', () => {
  it('draws the statistics cards, the revenue report and the goal overview', async () => {
    register(mock)
    render()
    expect(await screen.findByTestId('revenue-report-price')).toHaveTextContent('$25,852')
    await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(9))
    for (const figure of ['2,76k', '6,24k', '97.5k', '36%', '78.9k', '659.8k', '28.7k', '786,617'])
      expect(screen.getByText(figure)).toBeInTheDocument()
  })

  it('shows the revenue report of the year picked', async () => {
    register(mock)
    const { user } = render()
    expect(await screen.findByTestId('revenue-report-price')).toHaveTextContent('$25,852')
    await user.click(screen.getByRole('button', { name: 'Year of Revenue Report: 2020' }))
    await user.click(screen.getByRole('menuitem', { name: '2018' }))
    await waitFor(() => expect(screen.getByTestId('revenue-report-price')).toHaveTextContent('$17,340'))
    expect(screen.getByText('Budget: $41,000')).toBeInTheDocument()
  })

  it('shows a failed statistics card with a retry', async () => {
    mock.onGet(statisticsCardPath('newsletter')).replyOnce(500, { error: 'No newsletter today.' })
    register(mock)
    const { user } = render()
    expect(await screen.findByText('No newsletter today.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('28.7k')).toBeInTheDocument()
  })
})
