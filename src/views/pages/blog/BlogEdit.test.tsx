import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { blogDb, resetBlog } from '@/@fake-db/blog/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import BlogEdit from './BlogEdit'
import BlogList from './BlogList'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetBlog())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderEdit = () =>
  renderWithProviders(<BlogEdit />, {
    preloadedState: admin,
    route: '/pages/blog/edit/2',
    path: '/pages/blog/edit/:id',
    routes: [{ path: '/pages/blog/list', element: <BlogList /> }]
  })

describe('blog edit', () => {
  it('makes the slug from the title until the slug is edited by hand', async () => {
    const { user } = renderEdit()
    const title = await screen.findByLabelText('Title')
    const slug = screen.getByLabelText('Slug')
    expect(slug).toHaveValue('backstage-kitchens-what-touring-bands-really-eat')
    await user.clear(title)
    await user.type(title, 'Tour Food: The Truth!')
    expect(slug).toHaveValue('tour-food-the-truth')

    await user.clear(slug)
    await user.type(slug, 'my-own-slug')
    await user.type(title, ' Part 2')
    expect(slug).toHaveValue('my-own-slug')
    await user.click(screen.getByRole('button', { name: 'Make it from the title again' }))
    expect(slug).toHaveValue('tour-food-the-truth-part-2')
  })

  it('says what is wrong with each field and sends nothing', async () => {
    const { user } = renderEdit()
    const title = await screen.findByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'ab')
    const slug = screen.getByLabelText('Slug')
    await user.clear(slug)
    await user.type(slug, 'Not a slug')
    await user.click(screen.getByRole('checkbox', { name: 'Food' }))
    await user.clear(screen.getByLabelText('Excerpt'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('A title has at least 3 characters.')).toBeInTheDocument()
    expect(title).toHaveAccessibleDescription('A title has at least 3 characters.')
    expect(screen.getByText('Use lower-case letters and digits joined by single dashes.')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one category.')).toBeInTheDocument()
    expect(screen.getByText('Write a short excerpt.')).toBeInTheDocument()
    expect(blogDb.posts[1].title).toBe('Backstage kitchens: what touring bands really eat')
  })

  it('refuses a picture that is not an image', async () => {
    const { container } = renderEdit()
    await screen.findByLabelText('Title')
    // The browser's picker would grey out other files; someone can still choose "All files".
    const user = userEvent.setup({ applyAccept: false })
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP picture.')
  })

  it('shows the server message when the slug is taken', async () => {
    const { user } = renderEdit()
    const slug = await screen.findByLabelText('Slug')
    await user.clear(slug)
    await user.type(slug, 'what-to-wear-to-a-summer-festival')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Another post already uses this slug.')).toBeInTheDocument()
  })

  it('saves, and the list shows the new title and status', async () => {
    const { user, router } = renderEdit()
    const title = await screen.findByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Tour food, honestly')
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft')
    await user.click(screen.getByRole('checkbox', { name: 'Gaming' }))
    const save = screen.getByRole('button', { name: 'Save changes' })
    await user.click(save)
    await waitFor(() => expect(blogDb.posts[1].title).toBe('Tour food, honestly'))
    expect(blogDb.posts[1]).toMatchObject({
      slug: 'tour-food-honestly',
      status: 'Draft',
      tags: ['Food', 'Gaming']
    })
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled()

    await router.navigate('/pages/blog/list')
    const card = await screen.findByRole('article', { name: 'Tour food, honestly' })
    expect(within(card).getByText('Draft')).toBeInTheDocument()
    expect(within(card).getByText('Gaming')).toBeInTheDocument()
  })
})
