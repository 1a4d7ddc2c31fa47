// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type {
  ProfileComment,
  ProfileData,
  ProfilePoll,
  ProfilePost,
  ProfilePostsResponse
} from '@/contracts/profile'
import type { MockRequest } from '../mock'
import { resetProfile } from './data'
import { addComment, getPosts, getProfile, toggleConnect, toggleLike, vote } from './handlers'

const req = (body?: unknown, params: Record<string, unknown> = {}): MockRequest => ({
  url: '',
  method: 'post',
  params,
  body,
  headers: {}
})
const profile = () => getProfile()[1] as ProfileData
const allPosts = () => (getPosts(req(undefined, { offset: 0, limit: 20 }))[1] as ProfilePostsResponse).posts

beforeEach(() => resetProfile())

describe('GET /profile/data', () => {
  it('answers every part of spec §3 with the first two posts', () => {
    const data = profile()
    expect(Object.keys(data).sort()).toEqual(
      [
        'header',
        'userAbout',
        'suggestedPages',
        'twitterFeeds',
        'posts',
        'hasMorePosts',
        'latestPhotos',
        'suggestions',
        'polls'
      ].sort()
    )
    expect(data.header).toMatchObject({ username: 'Lena Berg', designation: 'Playlist curator' })
    expect(Object.keys(data.userAbout).sort()).toEqual(['about', 'email', 'joined', 'lives', 'website'])
    expect(data.posts.map((p) => p.id)).toEqual([1, 2])
    expect(data.hasMorePosts).toBe(true)
    expect(data.posts[0]).toMatchObject({ likes: 114, youLiked: false, likedUsers: expect.any(Array) })
  })
})

describe('GET /profile/data/posts (load more)', () => {
  it('pages through the posts and says when there are no more', () => {
    expect(getPosts(req(undefined, { offset: 2 }))[1]).toMatchObject({ hasMore: true })
    const last = getPosts(req(undefined, { offset: 4, limit: 2 }))[1] as ProfilePostsResponse
    expect(last.posts.map((p) => p.id)).toEqual([5, 6])
    expect(last.hasMore).toBe(false)
    expect(getPosts(req(undefined, { offset: -1 }))[0]).toBe(400)
    expect(getPosts(req(undefined, { limit: 100 }))[0]).toBe(400)
  })
})

describe('likes, comments, connections and the poll', () => {
  it('toggles a like, with the count and the liked users following', () => {
    const [, body] = toggleLike(req({ postId: 1 }))
    expect((body as { post: ProfilePost }).post).toMatchObject({ likes: 115, youLiked: true })
    expect(allPosts()[0].likedUsers[0].username).toBe('Lena Berg')
    toggleLike(req({ postId: 1 }))
    expect(allPosts()[0]).toMatchObject({ likes: 114, youLiked: false })
    expect(allPosts()[0].likedUsers.some((u) => u.username === 'Lena Berg')).toBe(false)
    expect(toggleLike(req({ postId: 99 }))[0]).toBe(404)
    expect(toggleLike(req({}))[0]).toBe(400)
  })

  it('adds a comment that is read back, and refuses an empty one', () => {
    const [status, body] = addComment(req({ postId: 2, comment: ' See you there ' }))
    expect(status).toBe(201)
    expect((body as { comment: ProfileComment }).comment).toMatchObject({
      username: 'Lena Berg',
      comment: 'See you there'
    })
    const post = allPosts()[1]
    expect(post.detailedComments.at(-1)!.comment).toBe('See you there')
    expect(post.comments).toBe(post.detailedComments.length)
    expect(addComment(req({ postId: 2, comment: '   ' }))).toEqual([400, { error: 'Write a comment.' }])
    expect(addComment(req({ postId: 2, comment: 'x'.repeat(501) }))[0]).toBe(400)
  })

  it('connects and disconnects a suggestion', () => {
    expect(toggleConnect(req({ id: 2 }))[1]).toMatchObject({ suggestion: { id: 2, connected: true } })
    expect(profile().suggestions[1].connected).toBe(true)
    toggleConnect(req({ id: 2 }))
    expect(profile().suggestions[1].connected).toBe(false)
    expect(toggleConnect(req({ id: 42 }))[0]).toBe(404)
  })

  it('takes one vote and shows the split; a second vote answers 409', () => {
    const [status, body] = vote(req({ optionId: 3 }))
    expect(status).toBe(200)
    const poll = (body as { poll: ProfilePoll }).poll
    expect(poll.votedOptionId).toBe(3)
    expect(poll.options.map((o) => o.votes)).toEqual([18, 31, 12])
    expect(vote(req({ optionId: 1 }))).toEqual([409, { error: 'You have already voted in this poll.' }])
    expect(profile().polls.options.map((o) => o.votes)).toEqual([18, 31, 12])
    expect(vote(req({ optionId: 9 }))[0]).toBe(404)
  })
})
