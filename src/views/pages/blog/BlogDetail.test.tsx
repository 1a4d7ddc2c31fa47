import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { blogDb, resetBlog } from '@/@fake-db/blog/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import BlogDetail from './BlogDetail'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetBlog())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPost = (id: number) =>
  renderWithProviders(<BlogDetail />, {
    preloadedState: admin,
    route: `/pages/blog/detail/${id}`,
    path: '/pages/blog/detail/:id'
  })

describe('blog post', () => {
  it('shows the post with its categories and never runs script from its HTML', async () => {
    blogDb.posts[0].content =
      '<p>Hello <strong>there</strong></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>'
    renderPost(1)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What to wear to a summer festival' })
    ).toBeInTheDocument()
    const article = screen.getByRole('article')
    expect(article.querySelector('strong')).toHaveTextContent('there')
    expect(article.querySelector('script, [onerror]')).toBeNull()
    expect(within(article).getByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/pages/blog/list?category=Fashion'
    )
  })

  it('checks the comment form, then adds the comment to the list', async () => {
    const { user } = renderPost(2)
    const before = blogDb.posts[1].comments.length
    await screen.findByRole('heading', { name: 'Leave a comment' })
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Website (optional)'), 'ftp://x')
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument()
    expect(screen.getByText('Write a comment.')).toBeInTheDocument()
    expect(blogDb.posts[1].comments).toHaveLength(before)

    await user.type(screen.getByLabelText('Name'), 'Sam Lee')
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'sam@example.com')
    await user.clear(screen.getByLabelText('Website (optional)'))
    await user.type(screen.getByLabelText('Comment'), 'Rice cookers forever.')
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Your comment was posted.')).toBeInTheDocument()
    expect(screen.getByText('Rice cookers forever.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(blogDb.posts[1].comments).toHaveLength(before + 1)
  })
})
