import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { profileDb, resetProfile } from '@/@fake-db/profile/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import ProfilePage from './ProfilePage'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetProfile())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = () =>
  renderWithProviders(<ProfilePage />, { preloadedState: admin, route: '/pages/profile' })

describe('profile page', () => {
  it('shows the header and about, toggles a like and loads more posts', async () => {
    const { user } = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Berg' })).toBeInTheDocument()
    expect(screen.getByText('Playlist curator')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    const first = screen.getAllByRole('article')[0]
    const like = within(first).getByRole('button', { name: /^Like/ })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    expect(like).toHaveTextContent('114')
    await user.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    expect(like).toHaveTextContent('115')
    expect(profileDb.posts[0].youLiked).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Load more posts' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4))
    await user.click(screen.getByRole('button', { name: 'Load more posts' }))
    expect(await screen.findByText('You have seen every post.')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(6)
  })

  it('asks for text before posting a comment, then adds it', async () => {
    const { user } = renderPage()
    const second = (await screen.findAllByRole('article'))[1]
    await user.click(within(second).getByRole('button', { name: 'Post' }))
    const box = within(second).getByLabelText('Add a comment')
    expect(box).toHaveAccessibleDescription('Write a comment first.')
    await user.type(box, 'See you on Friday!')
    await user.click(within(second).getByRole('button', { name: 'Post' }))
    expect(await within(second).findByText('See you on Friday!')).toBeInTheDocument()
    expect(box).toHaveValue('')
    expect(profileDb.posts[1].detailedComments.at(-1)!.comment).toBe('See you on Friday!')
  })

  it('votes once in the poll and shows the split', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Vote' }))
    expect(await screen.findByText('Choose an answer first.')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Running beats' }))
    await user.click(screen.getByRole('button', { name: 'Vote' }))
    const results = await screen.findByRole('list', { name: 'Poll results' })
    expect(within(results).getByText('20% (12 votes)')).toBeInTheDocument()
    expect(within(results).getByText(/your vote/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument()
    expect(profileDb.profile.polls.votedOptionId).toBe(3)
  })

  it('connects with a suggested person', async () => {
    const { user } = renderPage()
    const button = await screen.findByRole('button', { name: /^Connect\W+Sofia Costa$/ })
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(button).toHaveTextContent('Connected')
  })
})
