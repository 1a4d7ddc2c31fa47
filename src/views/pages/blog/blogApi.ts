// The blog's calls to the fake database (spec §7 Blog), through the one HTTP client.
import { http } from '@/auth/http'
import {
  BLOG_PATHS,
  type BlogComment,
  type BlogCommentInput,
  type BlogDetail,
  type BlogEdit,
  type BlogEditInput,
  type BlogListResponse,
  type BlogSidebar
} from '@/contracts/blog'
import { apiThunk } from '../shared/apiThunk'

export type BlogListParams = { q: string; category: string; page: number }

export const blogApi = {
  async list({ q, category, page }: BlogListParams): Promise<BlogListResponse> {
    const { data } = await http.get<BlogListResponse>(BLOG_PATHS.list, {
      params: { page, ...(q ? { q } : {}), ...(category ? { category } : {}) }
    })
    return data
  },
  async sidebar(_: void): Promise<BlogSidebar> {
    const { data } = await http.get<BlogSidebar>(BLOG_PATHS.sidebar)
    return data
  },
  async detail(id: number): Promise<BlogDetail> {
    const { data } = await http.get<BlogDetail>(BLOG_PATHS.detail, { params: { id } })
    return data
  },
  async comment({ id, input }: { id: number; input: BlogCommentInput }): Promise<BlogComment> {
    const { data } = await http.post<{ comment: BlogComment }>(BLOG_PATHS.comment, { id, ...input })
    return data.comment
  },
  async edit(id: number): Promise<BlogEdit> {
    const { data } = await http.get<{ post: BlogEdit }>(BLOG_PATHS.edit, { params: { id } })
    return data.post
  },
  async save({ id, input }: { id: number; input: BlogEditInput }): Promise<BlogEdit> {
    const { data } = await http.put<{ post: BlogEdit }>(BLOG_PATHS.edit, { id, ...input })
    return data.post
  }
}

export const fetchBlogList = apiThunk('blog/fetchList', blogApi.list)
export const fetchBlogSidebar = apiThunk('blog/fetchSidebar', blogApi.sidebar)
export const fetchBlogDetail = apiThunk('blog/fetchDetail', blogApi.detail)
export const postBlogComment = apiThunk('blog/comment', blogApi.comment)
export const fetchBlogEdit = apiThunk('blog/fetchEdit', blogApi.edit)
export const saveBlogPost = apiThunk('blog/save', blogApi.save)
