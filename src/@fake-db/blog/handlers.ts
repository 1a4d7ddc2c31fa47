// The blog (spec §7 Blog):
//   GET /blog/list/data?q&category&page&perPage   → 200 { posts, total, page, perPage }  newest first; q matches the
//                                                   title or excerpt; perPage defaults to 6
//   GET /blog/list/data/sidebar                   → 200 { recentPosts, categories }
//   GET /blog/list/data/detail?id                 → 200 { blog, comments }              404 unknown id
//   POST /blog/list/data/detail/comment { id, name, email, website, comment } → 201 { comment }
//   GET /blog/list/data/edit?id                   → 200 { post }                        404 unknown id
//   PUT /blog/list/data/edit { id, ...post }      → 200 { post }   400 invalid, 404 unknown id, 409 slug in use
import type MockAdapter from 'axios-mock-adapter'
import {
  BLOG_CATEGORIES,
  BLOG_ERROR_TEXT,
  BLOG_PATHS,
  BLOG_PER_PAGE,
  BLOG_QUERY_MAX,
  blogCommentSchema,
  blogEditSchema,
  type BlogCategory,
  type BlogComment,
  type BlogDetail,
  type BlogEdit,
  type BlogListItem,
  type BlogListResponse,
  type BlogSidebar
} from '@/contracts/blog'
import type { ZodError } from 'zod'
import { portrait } from '../art'
import { on, type MockRequest, type MockResponse } from '../mock'
import { blogDb, type BlogPost } from './data'

const bad = (error: string): MockResponse => [400, { error }]
const missing: MockResponse = [404, { error: 'This blog post does not exist.' }]
const firstError = (error: ZodError) => BLOG_ERROR_TEXT[error.issues[0].message] ?? 'The post is not valid.'
const bodyOf = (request: MockRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}

const CATEGORY_ICONS: Record<BlogCategory, string> = {
  Fashion: 'shirt',
  Food: 'utensils',
  Gaming: 'gamepad',
  Quote: 'quote',
  Video: 'video'
}

function positiveInt(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n <= max ? n : null
}

function postById(value: unknown): BlogPost | undefined {
  const id = Number(value)
  return Number.isInteger(id) ? blogDb.posts.find((p) => p.id === id) : undefined
}

const newestFirst = (a: BlogPost, b: BlogPost) => b.createdTime.localeCompare(a.createdTime) || b.id - a.id

const listItem = (post: BlogPost): BlogListItem => ({
  id: post.id,
  img: post.img,
  title: post.title,
  avatar: post.avatar,
  userFullName: post.userFullName,
  blogPosted: post.createdTime,
  tags: post.tags,
  excerpt: post.excerpt,
  comment: post.comments.length,
  status: post.status
})

const editView = (post: BlogPost): BlogEdit => ({
  id: post.id,
  blogTitle: post.title,
  slug: post.slug,
  blogCategories: post.tags,
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.img,
  content: post.content,
  avatar: post.avatar,
  userFullName: post.userFullName,
  createdTime: post.createdTime
})

export function listPosts(request: MockRequest): MockResponse {
  const { q, category } = request.params
  if (q !== undefined && typeof q !== 'string') return bad('Send the search text as one string.')
  if (typeof q === 'string' && q.length > BLOG_QUERY_MAX)
    return bad(`Search text has at most ${BLOG_QUERY_MAX} characters.`)
  if (category !== undefined && category !== '' && !BLOG_CATEGORIES.includes(category as BlogCategory))
    return bad(`Choose one of the categories ${BLOG_CATEGORIES.join(', ')}.`)
  const page = positiveInt(request.params.page, 1, 10_000)
  const perPage = positiveInt(request.params.perPage, BLOG_PER_PAGE, 50)
  if (page === null) return bad('The page must be a whole number from 1.')
  if (perPage === null) return bad('perPage must be a whole number from 1 to 50.')
  const needle = (q ?? '').trim().toLowerCase()
  const matching = blogDb.posts
    .filter(
      (post) =>
        (!needle ||
          post.title.toLowerCase().includes(needle) ||
          post.excerpt.toLowerCase().includes(needle)) &&
        (!category || post.tags.includes(category as BlogCategory))
    )
    .sort(newestFirst)
  const body: BlogListResponse = {
    posts: matching.slice((page - 1) * perPage, page * perPage).map(listItem),
    total: matching.length,
    page,
    perPage
  }
  return [200, body]
}

export function sidebar(): MockResponse {
  const body: BlogSidebar = {
    recentPosts: [...blogDb.posts]
      .sort(newestFirst)
      .slice(0, 4)
      .map((p) => ({ id: p.id, img: p.img, title: p.title, createdTime: p.createdTime })),
    categories: BLOG_CATEGORIES.map((category) => ({ category, icon: CATEGORY_ICONS[category] }))
  }
  return [200, body]
}

export function detail(request: MockRequest): MockResponse {
  const post = postById(request.params.id)
  if (!post) return missing
  const body: BlogDetail = {
    blog: {
      id: post.id,
      img: post.img,
      title: post.title,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.createdTime,
      tags: post.tags,
      content: post.content,
      comments: post.comments.length,
      status: post.status
    },
    comments: post.comments
  }
  return [200, body]
}

export function addComment(request: MockRequest, now: () => Date = () => new Date()): MockResponse {
  const input = bodyOf(request)
  const post = postById(input.id)
  if (!post) return missing
  const parsed = blogCommentSchema.safeParse({ website: '', ...input })
  if (!parsed.success) return bad(firstError(parsed.error))
  const id = blogDb.posts.flatMap((p) => p.comments).reduce((max, c) => Math.max(max, c.id), 0) + 1
  const comment: BlogComment = {
    id,
    avatar: portrait(60 + id),
    userFullName: parsed.data.name,
    commentedAt: now().toISOString(),
    commentText: parsed.data.comment
  }
  post.comments = [...post.comments, comment]
  return [201, { comment }]
}

export function getEdit(request: MockRequest): MockResponse {
  const post = postById(request.params.id)
  return post ? [200, { post: editView(post) }] : missing
}

export function saveEdit(request: MockRequest): MockResponse {
  const input = bodyOf(request)
  const post = postById(input.id)
  if (!post) return missing
  const parsed = blogEditSchema.safeParse(input)
  if (!parsed.success) return bad(firstError(parsed.error))
  const values = parsed.data
  if (blogDb.posts.some((p) => p.id !== post.id && p.slug === values.slug))
    return [409, { error: BLOG_ERROR_TEXT.slugTaken }]
  const updated: BlogPost = {
    ...post,
    title: values.blogTitle,
    slug: values.slug,
    tags: values.blogCategories,
    status: values.status,
    excerpt: values.excerpt,
    img: values.featuredImage,
    content: values.content
  }
  blogDb.posts = blogDb.posts.map((p) => (p.id === post.id ? updated : p))
  return [200, { post: editView(updated) }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', BLOG_PATHS.list, listPosts)
  on(mock, 'get', BLOG_PATHS.sidebar, sidebar)
  on(mock, 'get', BLOG_PATHS.detail, detail)
  on(mock, 'post', BLOG_PATHS.comment, (request) => addComment(request))
  on(mock, 'get', BLOG_PATHS.edit, getEdit)
  on(mock, 'put', BLOG_PATHS.edit, saveEdit)
}
