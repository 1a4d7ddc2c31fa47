// The Webhooks screen against a mocked API: empty list, registering with per-field messages and the secret shown
// once, the delivery log with its attempts and re-send, delete after asking, and a load error with retry.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { ToastContainer } from 'react-toastify'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { WEBHOOK_PATHS, type WebhookDelivery, type WebhookEndpoint } from '@/contracts/webhooks'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import WebhooksPage from './WebhooksPage'

let mock: MockAdapter
beforeEach(() => {
  mock = new MockAdapter(http)
})
afterEach(() => mock.restore())

const endpoint: WebhookEndpoint = {
  id: 4,
  url: 'https://hooks.example.com/vibeline',
  description: 'Store sync',
  events: ['release.taken_down'],
  created_at: '2026-11-01T10:00:00.000Z',
  last_delivery: { state: 'delivered', at: '2026-11-02T10:00:00.000Z', status: 200 }
}
const delivery: WebhookDelivery = {
  id: 9,
  event: 'release.taken_down',
  event_id: 'e-1',
  state: 'delivered',
  created_at: '2026-11-02T10:00:00.000Z',
  retry_until: '2026-11-03T10:00:00.000Z',
  attempts: [
    {
      attempt: 1,
      at: '2026-11-02T10:00:00.000Z',
      status_code: 500,
      duration_ms: 31,
      error: 'The endpoint answered 500.'
    },
    { attempt: 2, at: '2026-11-02T10:01:00.000Z', status_code: 200, duration_ms: 12, error: '' }
  ]
}

const render = () =>
  renderWithProviders(
    <>
      <WebhooksPage />
      <ToastContainer />
    </>,
    { preloadedState: signedInAs(ROLE_ABILITIES.admin) }
  )

describe('the Webhooks screen', () => {
  it('registers an endpoint after per-field messages, and shows its secret once', async () => {
    let endpoints: WebhookEndpoint[] = []
    mock.onGet(WEBHOOK_PATHS.endpoints).reply(() => [200, { data: endpoints }])
    let sent: unknown
    mock.onPost(WEBHOOK_PATHS.endpoints).reply((config) => {
      sent = JSON.parse(config.data as string)
      endpoints = [endpoint]
      return [201, { data: endpoint, secret: 'whsec_shown_once' }]
    })
    const { user } = render()
    expect(await screen.findByText(/No endpoint yet/)).toBeInTheDocument()

    await user.type(screen.getByLabelText('Endpoint URL'), 'ftp://nope')
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }))
    expect(await screen.findByText('Enter an http:// or https:// address.')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument()
    expect(sent).toBeUndefined()

    await user.clear(screen.getByLabelText('Endpoint URL'))
    await user.type(screen.getByLabelText('Endpoint URL'), endpoint.url)
    await user.click(screen.getByRole('checkbox', { name: /Release taken down/ }))
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }))
    const dialog = await screen.findByRole('dialog', { name: /signing secret/ })
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue('whsec_shown_once')
    expect(sent).toEqual({ url: endpoint.url, description: '', events: ['release.taken_down'] })
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText(endpoint.url)).toBeInTheDocument()
    expect(screen.queryByDisplayValue('whsec_shown_once')).not.toBeInTheDocument()
  })

  it('shows the delivery log with each attempt and re-sends a delivery', async () => {
    mock.onGet(WEBHOOK_PATHS.endpoints).reply(200, { data: [endpoint] })
    mock.onGet(WEBHOOK_PATHS.deliveries(endpoint.id)).reply(200, { data: [delivery] })
    let resent = false
    mock.onPost(WEBHOOK_PATHS.resend(endpoint.id, delivery.id)).reply(() => {
      resent = true
      return [202, { data: { id: delivery.id } }]
    })
    const { user } = render()
    await user.click(await screen.findByRole('button', { name: 'Delivery log' }))
    const log = await screen.findByRole('region', { name: 'Newest deliveries' })
    expect(await within(log).findByText('#1: 500 in 31 ms')).toBeInTheDocument()
    expect(within(log).getByText('#2: 200 in 12 ms')).toBeInTheDocument()
    await user.click(within(log).getByRole('button', { name: 'Re-send' }))
    expect(await screen.findByText('The delivery will be sent again.')).toBeInTheDocument()
    expect(resent).toBe(true)
  })

  it('asks before deleting an endpoint', async () => {
    let endpoints = [endpoint]
    mock.onGet(WEBHOOK_PATHS.endpoints).reply(() => [200, { data: endpoints }])
    let deleted = false
    mock.onDelete(WEBHOOK_PATHS.endpoint(endpoint.id)).reply(() => {
      deleted = true
      endpoints = []
      return [200, { data: { id: endpoint.id } }]
    })
    const { user } = render()
    await user.click(await screen.findByRole('button', { name: `Delete the endpoint ${endpoint.url}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' })
    expect(deleted).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }))
    expect(await screen.findByText(/No endpoint yet/)).toBeInTheDocument()
    expect(deleted).toBe(true)
  })

  it('says when the endpoints cannot be loaded, and loads them again', async () => {
    mock.onGet(WEBHOOK_PATHS.endpoints).replyOnce(500, { error: 'Database unavailable' })
    mock.onGet(WEBHOOK_PATHS.endpoints).reply(200, { data: [endpoint] })
    const { user } = render()
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(endpoint.url)).toBeInTheDocument()
  })
})
