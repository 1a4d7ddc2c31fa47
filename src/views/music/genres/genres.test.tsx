import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { ToastContainer } from 'react-toastify'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import type { GenreEntry } from '@/contracts/catalogue'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import GenreList from './GenreList'

const seed: GenreEntry[] = [
  { slug: 'pop', name: 'Pop', position: 1 },
  { slug: 'rock', name: 'Rock', position: 2 }
]

let mock: MockAdapter
beforeEach(() => {
  mock = new MockAdapter(http)
})
afterEach(() => mock.restore())

describe('the genre list', () => {
  it('shows the genres in order, and a viewer gets no add or rename', async () => {
    mock.onGet('/admin/v2/genres').reply(200, { data: seed })
    renderWithProviders(<GenreList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/genres'
    })
    await screen.findByRole('cell', { name: 'Rock' })
    const rows = screen.getAllByRole('row')
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Pop',
      'Rock'
    ])
    expect(screen.queryByRole('button', { name: 'Add genre' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rename Pop' })).not.toBeInTheDocument()
  })

  it('says when there are none, and shows a failed load with a retry', async () => {
    mock.onGet('/admin/v2/genres').replyOnce(500, { error: 'The database is not answering.' })
    mock.onGet('/admin/v2/genres').reply(200, { data: [] })
    const { user } = renderWithProviders(<GenreList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/genres'
    })
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No genres yet.')).toBeInTheDocument()
  })

  it('lets an administrator add a genre: per-field messages first, a taken name under the field, then the new row', async () => {
    mock.onGet('/admin/v2/genres').reply(200, { data: seed })
    const sent: unknown[] = []
    mock.onPost('/admin/v2/genres').reply((config) => {
      const body = JSON.parse(config.data) as { name: string }
      sent.push(body)
      if (body.name.toLowerCase() === 'rock')
        return [
          409,
          {
            error: 'The genre “Rock” exists already.',
            details: [{ path: 'name', message: 'Duplicate genre' }]
          }
        ]
      return [201, { data: { slug: 'drum-and-bass', name: body.name, position: 3 } }]
    })
    const { user } = renderWithProviders(
      <>
        <GenreList />
        <ToastContainer />
      </>,
      { preloadedState: signedInAs(ROLE_ABILITIES.admin), route: '/music/genres' }
    )
    await user.click(await screen.findByRole('button', { name: 'Add genre' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a genre' })
    const submit = within(dialog).getByRole('button', { name: 'Add genre' })
    await user.click(submit)
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Name'), '!!!')
    await user.click(submit)
    expect(await within(dialog).findByText('Name needs a letter (a–z) or a digit.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'rock')
    await user.click(submit)
    expect(await within(dialog).findByText('The genre “Rock” exists already.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Drum & Bass')
    await user.click(submit)
    expect(await screen.findByText('Genre Drum & Bass added.')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Drum & Bass' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Rename Drum & Bass' })).toBeInTheDocument()
    expect(sent).toEqual([{ name: 'rock' }, { name: 'Drum & Bass' }])
  })

  it('lets an administrator rename a genre in place', async () => {
    mock.onGet('/admin/v2/genres').reply(200, { data: seed })
    mock
      .onPut('/admin/v2/genres/pop')
      .reply((config) => [
        200,
        { data: { ...seed[0], name: (JSON.parse(config.data) as { name: string }).name } }
      ])
    const { user } = renderWithProviders(<GenreList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/genres'
    })
    await user.click(await screen.findByRole('button', { name: 'Rename Pop' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename Pop' })
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Pop music')
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }))
    expect(await screen.findByRole('cell', { name: 'Pop music' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
