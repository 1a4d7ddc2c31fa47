import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import FaqPage from './FaqPage'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])

describe('FAQ page', () => {
  it('shows the first topic, switches topics and opens an answer', async () => {
    const { user } = renderWithProviders(<FaqPage />, { preloadedState: admin, route: '/pages/faq' })
    expect(await screen.findByRole('heading', { name: 'Plans & billing' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Playlists/ }))
    const question = await screen.findByRole('button', { name: 'Who can see a private playlist?' })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/Only its owner and the administrators/)).toBeVisible()
  })

  it('searches questions from the URL, and says so when nothing matches', async () => {
    const { user, router } = renderWithProviders(<FaqPage />, {
      preloadedState: admin,
      route: '/pages/faq?q=refund'
    })
    expect(await screen.findByRole('button', { name: 'How do refunds work?' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Catalogue/ })).not.toBeInTheDocument()

    const box = screen.getByLabelText('Search the questions')
    expect(box).toHaveValue('refund')
    await user.clear(box)
    await user.type(box, 'zebra')
    expect(await screen.findByRole('heading', { name: 'No question matches' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=zebra')

    await user.click(screen.getByRole('button', { name: 'Show every question' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plans & billing' })).toBeInTheDocument())
    expect(router.state.location.search).toBe('')
  })
})
