// The profile page (spec §7 "GET /profile/data"):
//   GET  /profile/data                       → 200 ProfileData   (the first posts; hasMorePosts says if more exist)
//   GET  /profile/data/posts?offset&limit    → 200 { posts, hasMore }   "load more"
//   POST /profile/data/like { postId }       → 200 { post }       toggles this user's like
//   POST /profile/data/comment { postId, comment } → 201 { comment, comments }
//   POST /profile/data/connect { id }        → 200 { suggestion } toggles connected
//   POST /profile/data/vote { optionId }     → 200 { poll }       one vote per user: 409 once voted
// Bad input → 400 { error }; an unknown post, suggestion or option → 404.
import type MockAdapter from 'axios-mock-adapter'
import {
  PROFILE_ERRORS,
  PROFILE_PATHS,
  PROFILE_POSTS_PAGE,
  profileCommentSchema,
  type ProfileComment,
  type ProfileData,
  type ProfilePostsResponse
} from '@/contracts/profile'
import { on, type MockRequest, type MockResponse } from '../mock'
import { ME, profileDb } from './data'

const bodyOf = (request: MockRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
const idOf = (value: unknown): number | null =>
  Number.isInteger(value) && (value as number) > 0 ? (value as number) : null

function wholeNumber(value: unknown, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? n : null
}

export function getProfile(): MockResponse {
  const body: ProfileData = {
    ...profileDb.profile,
    posts: profileDb.posts.slice(0, PROFILE_POSTS_PAGE),
    hasMorePosts: profileDb.posts.length > PROFILE_POSTS_PAGE
  }
  return [200, body]
}

export function getPosts(request: MockRequest): MockResponse {
  const offset = wholeNumber(request.params.offset, 0, 0, 10_000)
  const limit = wholeNumber(request.params.limit, PROFILE_POSTS_PAGE, 1, 20)
  if (offset === null) return [400, { error: 'offset must be a whole number from 0.' }]
  if (limit === null) return [400, { error: 'limit must be a whole number from 1 to 20.' }]
  const body: ProfilePostsResponse = {
    posts: profileDb.posts.slice(offset, offset + limit),
    hasMore: offset + limit < profileDb.posts.length
  }
  return [200, body]
}

export function toggleLike(request: MockRequest): MockResponse {
  const id = idOf(bodyOf(request).postId)
  if (id === null) return [400, { error: PROFILE_ERRORS.postRequired }]
  const post = profileDb.posts.find((p) => p.id === id)
  if (!post) return [404, { error: 'This post does not exist.' }]
  post.youLiked = !post.youLiked
  post.likes += post.youLiked ? 1 : -1
  post.likedUsers = post.youLiked
    ? [ME, ...post.likedUsers]
    : post.likedUsers.filter((u) => u.username !== ME.username)
  return [200, { post }]
}

export function addComment(request: MockRequest): MockResponse {
  const parsed = profileCommentSchema.safeParse(bodyOf(request))
  if (!parsed.success)
    return [400, { error: PROFILE_ERRORS[parsed.error.issues[0].message] ?? 'The comment is not valid.' }]
  const post = profileDb.posts.find((p) => p.id === parsed.data.postId)
  if (!post) return [404, { error: 'This post does not exist.' }]
  const id = profileDb.posts.flatMap((p) => p.detailedComments).reduce((max, c) => Math.max(max, c.id), 0) + 1
  const comment: ProfileComment = {
    id,
    ...ME,
    comment: parsed.data.comment,
    commentsLikes: 0,
    youLiked: false
  }
  post.detailedComments = [...post.detailedComments, comment]
  post.comments += 1
  return [201, { comment, comments: post.comments }]
}

export function toggleConnect(request: MockRequest): MockResponse {
  const id = idOf(bodyOf(request).id)
  if (id === null) return [400, { error: 'Say whom to connect with.' }]
  const suggestion = profileDb.profile.suggestions.find((s) => s.id === id)
  if (!suggestion) return [404, { error: 'This person is not among the suggestions.' }]
  suggestion.connected = !suggestion.connected
  return [200, { suggestion }]
}

export function vote(request: MockRequest): MockResponse {
  const id = idOf(bodyOf(request).optionId)
  if (id === null) return [400, { error: 'Choose one of the answers.' }]
  const poll = profileDb.profile.polls
  const option = poll.options.find((o) => o.id === id)
  if (!option) return [404, { error: 'This answer is not part of the poll.' }]
  if (poll.votedOptionId !== null) return [409, { error: 'You have already voted in this poll.' }]
  option.votes += 1
  option.voters = [ME, ...option.voters]
  poll.votedOptionId = id
  return [200, { poll }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', PROFILE_PATHS.data, getProfile)
  on(mock, 'get', PROFILE_PATHS.posts, getPosts)
  on(mock, 'post', PROFILE_PATHS.like, toggleLike)
  on(mock, 'post', PROFILE_PATHS.comment, addComment)
  on(mock, 'post', PROFILE_PATHS.connect, toggleConnect)
  on(mock, 'post', PROFILE_PATHS.vote, vote)
}
