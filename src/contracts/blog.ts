// The blog (spec §3 "Blog", §4 status, §9 categories), shared by the blog pages and the fake database.
import { z } from 'zod'

export const BLOG_PATHS = {
  list: '/blog/list/data',
  sidebar: '/blog/list/data/sidebar',
  detail: '/blog/list/data/detail',
  comment: '/blog/list/data/detail/comment',
  edit: '/blog/list/data/edit'
} as const

/** Spec §9. */
export const BLOG_CATEGORIES = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
/** Spec §4 names Published; a post being written is a Draft. */
export const BLOG_STATUSES = ['Published', 'Draft'] as const
export type BlogStatus = (typeof BLOG_STATUSES)[number]
export const BLOG_PER_PAGE = 6
export const BLOG_QUERY_MAX = 100

export type BlogListItem = {
  id: number
  img: string
  title: string
  avatar: string
  userFullName: string
  /** ISO date-time. */
  blogPosted: string
  tags: BlogCategory[]
  excerpt: string
  /** How many comments. */
  comment: number
  status: BlogStatus
}
export type BlogListResponse = { posts: BlogListItem[]; total: number; page: number; perPage: number }

export type BlogSidebar = {
  recentPosts: { id: number; img: string; title: string; createdTime: string }[]
  categories: { category: BlogCategory; icon: string }[]
}

export type BlogComment = {
  id: number
  avatar: string
  userFullName: string
  commentedAt: string
  commentText: string
}
export type BlogDetail = {
  blog: {
    id: number
    img: string
    title: string
    avatar: string
    userFullName: string
    createdTime: string
    tags: BlogCategory[]
    /** HTML; rendered only after sanitizing. */
    content: string
    comments: number
    status: BlogStatus
  }
  comments: BlogComment[]
}

export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A URL slug made from a title: lower-case letters and digits joined by single dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}

/** Strips tags, to judge whether rich text says anything. */
export const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim()

const FEATURED_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/
/** About 2 MB of picture once base64-encoded. */
export const FEATURED_IMAGE_MAX_CHARS = 2_800_000

/** Message keys (pages.blog.errors.*) so the form translates them; the fake database answers them in English. */
export const blogEditSchema = z.object({
  blogTitle: z.string().trim().min(3, 'titleShort').max(120, 'titleLong'),
  slug: z.string().trim().min(1, 'slugRequired').max(120, 'slugLong').regex(BLOG_SLUG, 'slugFormat'),
  blogCategories: z
    .array(z.enum(BLOG_CATEGORIES), { message: 'categoriesRequired' })
    .min(1, 'categoriesRequired'),
  status: z.enum(BLOG_STATUSES, { message: 'statusRequired' }),
  excerpt: z.string().trim().min(1, 'excerptRequired').max(300, 'excerptLong'),
  featuredImage: z
    .string()
    .max(FEATURED_IMAGE_MAX_CHARS, 'imageLarge')
    .refine((v) => v === '' || FEATURED_IMAGE.test(v), 'imageType'),
  content: z
    .string()
    .max(100_000, 'contentLong')
    .refine((v) => textOfHtml(v).length > 0, 'contentRequired')
})
export type BlogEditInput = z.infer<typeof blogEditSchema>
export type BlogEdit = BlogEditInput & {
  id: number
  avatar: string
  userFullName: string
  createdTime: string
}

export const BLOG_ERROR_TEXT: Record<string, string> = {
  titleShort: 'A title has at least 3 characters.',
  titleLong: 'A title has at most 120 characters.',
  slugRequired: 'Enter a slug.',
  slugLong: 'A slug has at most 120 characters.',
  slugFormat: 'A slug uses lower-case letters and digits joined by single dashes.',
  slugTaken: 'Another post already uses this slug.',
  categoriesRequired: 'Choose at least one category.',
  statusRequired: 'Choose Published or Draft.',
  excerptRequired: 'Write a short excerpt.',
  excerptLong: 'An excerpt has at most 300 characters.',
  imageLarge: 'The featured image is larger than 2 MB.',
  imageType: 'The featured image must be a PNG, JPEG, GIF, WebP or SVG picture.',
  contentRequired: 'Write the post.',
  contentLong: 'The post is too long.',
  nameRequired: 'Enter your name.',
  nameLong: 'A name has at most 60 characters.',
  emailInvalid: 'Enter a valid email address.',
  websiteInvalid: 'Enter a web address starting with http:// or https://.',
  commentRequired: 'Write a comment.',
  commentLong: 'A comment has at most 1000 characters.'
}

export const blogCommentSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(60, 'nameLong'),
  email: z.string().trim().email('emailInvalid'),
  website: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'websiteInvalid'),
  comment: z.string().trim().min(1, 'commentRequired').max(1000, 'commentLong')
})
export type BlogCommentInput = z.infer<typeof blogCommentSchema>
