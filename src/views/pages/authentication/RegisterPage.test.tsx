import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetAuthData } from '@/@fake-db/auth/data'
import { renderWithProviders } from '@/test/renderWithProviders'
import RegisterPage from './RegisterPage'

function renderRegister() {
  return renderWithProviders(<RegisterPage />, {
    route: '/register',
    path: '/register',
    routes: [{ path: '/dashboard/music', element: <p>Music overview home</p> }]
  })
}

describe('register page', () => {
  let mock: MockAdapter
  beforeEach(() => {
    resetAuthData()
  })
  afterEach(() => mock.restore())

  async function fill(user: ReturnType<typeof renderRegister>['user'], values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value)
  }

  it('shows a message under each invalid field', async () => {
    mock = installFakeDb(http, 'mock')
    const { user } = renderRegister()
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument()
    expect(screen.getByText('Enter your email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('Accept the privacy policy and terms to continue')).toBeInTheDocument()

    await fill(user, { Username: 'bad name', Email: 'nope' })
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(
      await screen.findByText('Username may contain letters, digits, dots, dashes and underscores')
    ).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(mock.history.post).toHaveLength(0)
  })

  it('shows and hides the password', async () => {
    mock = installFakeDb(http, 'mock')
    const { user } = renderRegister()
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
  })

  it('puts "already in use" under the email and username fields', async () => {
    mock = installFakeDb(http, 'mock')
    const { user } = renderRegister()
    await fill(user, { Username: 'client', Email: 'admin@demo.vibeline.app', Password: 'long-enough' })
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument()
    expect(screen.getByText('This username is already in use.')).toBeInTheDocument()
  })

  it('signs the new user in as an administrator and goes home', async () => {
    mock = installFakeDb(http, 'mock')
    const { user, store } = renderRegister()
    await fill(user, { Username: 'newbie', Email: 'newbie@vibeline.test', Password: 'long-enough' })
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Music overview home')).toBeInTheDocument()
    expect(store.getState().auth.userData).toMatchObject({ username: 'newbie', role: 'admin' })
  })

  it("shows the server's message in the form", async () => {
    mock = new MockAdapter(http)
    mock.onPost('/jwt/register').reply(500, { error: 'The database is busy. Try again in a moment.' })
    const { user } = renderRegister()
    await fill(user, { Username: 'newbie', Email: 'newbie@vibeline.test', Password: 'long-enough' })
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy. Try again in a moment.')
  })

  it('says clearly when the server does not allow registration', async () => {
    mock = new MockAdapter(http)
    mock.onPost('/jwt/register').reply(403, { error: 'Registration is closed' })
    const { user } = renderRegister()
    await fill(user, { Username: 'newbie', Email: 'newbie@vibeline.test', Password: 'long-enough' })
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(
      await screen.findByText(
        'Registration is turned off on this server. Ask an administrator to create your account.'
      )
    ).toBeInTheDocument()
  })

  it('maps a 409 from the API server to the field it names', async () => {
    mock = new MockAdapter(http)
    mock.onPost('/jwt/register').reply(409, { error: 'This email is already in use.' })
    const { user } = renderRegister()
    await fill(user, { Username: 'newbie', Email: 'taken@vibeline.test', Password: 'long-enough' })
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('This email is already in use.')).toHaveAttribute(
      'id',
      'register-email-error'
    )
  })
})
