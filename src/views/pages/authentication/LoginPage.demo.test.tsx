import type MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { renderWithProviders } from '@/test/renderWithProviders'
import LoginPage from './LoginPage'

vi.mock('@/configs/apiMode', () => ({ apiMode: 'mock', isDemoMode: true }))

describe('login page in demo mode', () => {
  let mock: MockAdapter
  beforeEach(() => {
    mock = installFakeDb(http, 'mock')
  })
  afterEach(() => {
    mock.restore()
    sessionStorage.clear()
  })

  it("comes filled with the demo administrator's credentials, which it also shows, so one click signs in", async () => {
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      routes: [{ path: '/dashboard/music', element: <p>Music overview home</p> }]
    })
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.vibeline.app')
    expect(screen.getByLabelText('Password')).toHaveValue('admin')
    expect(screen.getByText('admin@demo.vibeline.app')).toBeInTheDocument()
    expect(screen.getByText('client@demo.vibeline.app')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Music overview home')).toBeInTheDocument()
  })

  it('fills in the client account on request', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    await user.click(screen.getByRole('button', { name: 'Use the client account' }))
    expect(screen.getByLabelText('Email')).toHaveValue('client@demo.vibeline.app')
    expect(screen.getByLabelText('Password')).toHaveValue('client')
  })
})
