// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { BlogComment, BlogDetail, BlogEdit, BlogListResponse, BlogSidebar } from '@/contracts/blog'
import type { MockRequest } from '../mock'
import { blogDb, resetBlog } from './data'
import { addComment, detail, getEdit, listPosts, saveEdit, sidebar } from './handlers'

const req = (params: Record<string, unknown> = {}, body?: unknown): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body,
  headers: {}
})
const list = (params: Record<string, unknown> = {}) => listPosts(req(params))[1] as BlogListResponse
const editOf = (id: number) => (getEdit(req({ id }))[1] as { post: BlogEdit }).post
const fixedNow = () => new Date('2025-11-02T10:00:00Z')

beforeEach(() => resetBlog())

describe('GET /blog/list/data', () => {
  it('answers page 1 of 6, newest first, in the list item shape of spec §3', () => {
    const { posts, total, page, perPage } = list()
    expect({ total, page, perPage }).toEqual({ total: 10, page: 1, perPage: 6 })
    expect(posts).toHaveLength(6)
    expect(Object.keys(posts[0]).sort()).toEqual(
      [
        'avatar',
        'blogPosted',
        'comment',
        'excerpt',
        'id',
        'img',
        'status',
        'tags',
        'title',
        'userFullName'
      ].sort()
    )
    const dates = posts.map((p) => p.blogPosted)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(list({ page: 2 }).posts).toHaveLength(4)
  })

  it('searches titles and excerpts, and filters by category', () => {
    expect(list({ q: 'FESTIVAL' }).posts.map((p) => p.id)).toEqual([1])
    expect(list({ q: 'rider requests' }).posts.map((p) => p.id)).toEqual([2])
    expect(list({ category: 'Quote' }).posts.map((p) => p.title)).toEqual([
      '“Without music, life would be a mistake”',
      '“Music is the shorthand of emotion”'
    ])
    expect(list({ q: 'nothing like it' })).toMatchObject({ posts: [], total: 0 })
  })

  it('refuses bad input with a clear message', () => {
    expect(listPosts(req({ category: 'Sports' }))).toEqual([
      400,
      { error: 'Choose one of the categories Fashion, Food, Gaming, Quote, Video.' }
    ])
    expect(listPosts(req({ page: 0 }))[0]).toBe(400)
    expect(listPosts(req({ perPage: 500 }))[0]).toBe(400)
    expect(listPosts(req({ q: 'x'.repeat(101) }))).toEqual([
      400,
      { error: 'Search text has at most 100 characters.' }
    ])
  })
})

describe('GET /blog/list/data/sidebar', () => {
  it('answers four recent posts and the five categories of spec §9 with icons', () => {
    const { recentPosts, categories } = sidebar()[1] as BlogSidebar
    expect(recentPosts.map((p) => p.id)).toEqual([1, 2, 3, 4])
    expect(categories.map((c) => c.category)).toEqual(['Fashion', 'Food', 'Gaming', 'Quote', 'Video'])
    expect(categories.every((c) => c.icon.length > 0)).toBe(true)
  })
})

describe('GET /blog/list/data/detail and comments', () => {
  it('answers the post with its HTML, tags and comments, or 404', () => {
    const [status, body] = detail(req({ id: 3 }))
    expect(status).toBe(200)
    const { blog, comments } = body as BlogDetail
    expect(blog.title).toBe('The soundtracks that made these games')
    expect(blog.tags).toEqual(['Gaming', 'Video'])
    expect(blog.content).toMatch(/^<p>/)
    expect(blog.comments).toBe(comments.length)
    expect(detail(req({ id: 99 }))).toEqual([404, { error: 'This blog post does not exist.' }])
  })

  it('adds a comment that the detail and the list count read back', () => {
    const before = (detail(req({ id: 1 }))[1] as BlogDetail).comments.length
    const [status, body] = addComment(
      req({}, { id: 1, name: 'Sam Lee', email: 'sam@example.com', comment: '  Lovely post.  ' }),
      fixedNow
    )
    expect(status).toBe(201)
    expect((body as { comment: BlogComment }).comment).toMatchObject({
      userFullName: 'Sam Lee',
      commentText: 'Lovely post.',
      commentedAt: '2025-11-02T10:00:00.000Z'
    })
    const after = detail(req({ id: 1 }))[1] as BlogDetail
    expect(after.comments).toHaveLength(before + 1)
    expect(list().posts.find((p) => p.id === 1)!.comment).toBe(before + 1)
  })

  it('refuses a comment without text, with a bad email or website, or on an unknown post', () => {
    const base = { id: 1, name: 'Sam', email: 'sam@example.com', comment: 'Hi' }
    expect(addComment(req({}, { ...base, comment: ' ' }))).toEqual([400, { error: 'Write a comment.' }])
    expect(addComment(req({}, { ...base, email: 'sam' }))).toEqual([
      400,
      { error: 'Enter a valid email address.' }
    ])
    expect(addComment(req({}, { ...base, website: 'javascript:alert(1)' }))[0]).toBe(400)
    expect(addComment(req({}, { ...base, id: 77 }))[0]).toBe(404)
  })
})

describe('GET and PUT /blog/list/data/edit', () => {
  it('answers the edit fields of spec §3', () => {
    expect(editOf(2)).toMatchObject({
      id: 2,
      blogTitle: 'Backstage kitchens: what touring bands really eat',
      slug: 'backstage-kitchens-what-touring-bands-really-eat',
      blogCategories: ['Food'],
      status: 'Published',
      excerpt: expect.any(String),
      featuredImage: expect.stringMatching(/^data:image\//)
    })
    expect(getEdit(req({ id: 0 }))[0]).toBe(404)
  })

  it('saves an edit that the list, the detail and the edit form read back', () => {
    const current = editOf(2)
    const [status, body] = saveEdit(
      req({}, { ...current, blogTitle: 'Tour food, honestly', slug: 'tour-food-honestly', status: 'Draft' })
    )
    expect(status).toBe(200)
    expect((body as { post: BlogEdit }).post).toMatchObject({
      blogTitle: 'Tour food, honestly',
      status: 'Draft'
    })
    expect(list({ q: 'tour food' }).posts).toMatchObject([
      { id: 2, title: 'Tour food, honestly', status: 'Draft' }
    ])
    expect((detail(req({ id: 2 }))[1] as BlogDetail).blog.title).toBe('Tour food, honestly')
    expect(editOf(2).slug).toBe('tour-food-honestly')
  })

  it('refuses invalid fields with the first problem, a slug in use with 409, and stores nothing', () => {
    const current = editOf(2)
    const before = JSON.stringify(blogDb.posts)
    expect(saveEdit(req({}, { ...current, blogTitle: 'ab' }))).toEqual([
      400,
      { error: 'A title has at least 3 characters.' }
    ])
    expect(saveEdit(req({}, { ...current, slug: 'Not A Slug' }))[0]).toBe(400)
    expect(saveEdit(req({}, { ...current, blogCategories: [] }))).toEqual([
      400,
      { error: 'Choose at least one category.' }
    ])
    expect(saveEdit(req({}, { ...current, content: '<p> </p>' }))).toEqual([
      400,
      { error: 'Write the post.' }
    ])
    expect(saveEdit(req({}, { ...current, featuredImage: 'https://evil.example/x.png' }))[0]).toBe(400)
    expect(saveEdit(req({}, { ...current, slug: editOf(1).slug }))).toEqual([
      409,
      { error: 'Another post already uses this slug.' }
    ])
    expect(saveEdit(req({}, { ...current, id: 404 }))[0]).toBe(404)
    expect(JSON.stringify(blogDb.posts)).toBe(before)
  })
})
