// The profile page (spec §3 "Profile", spec §7 GET /profile/data), shared by the page and the fake database.
import { z } from 'zod'

export const PROFILE_PATHS = {
  data: '/profile/data',
  posts: '/profile/data/posts',
  like: '/profile/data/like',
  comment: '/profile/data/comment',
  connect: '/profile/data/connect',
  vote: '/profile/data/vote'
} as const

export const PROFILE_POSTS_PAGE = 2

export type ProfilePerson = { avatar: string; username: string }
export type ProfileComment = {
  id: number
  avatar: string
  username: string
  comment: string
  commentsLikes: number
  youLiked: boolean
}
export type ProfilePost = {
  id: number
  avatar: string
  username: string
  postTime: string
  postText: string
  postImg: string | null
  likes: number
  youLiked: boolean
  comments: number
  share: number
  likedUsers: ProfilePerson[]
  detailedComments: ProfileComment[]
}
export type ProfilePoll = {
  question: string
  options: { id: number; name: string; votes: number; voters: ProfilePerson[] }[]
  /** The option this user voted for, or null before voting (one vote each). */
  votedOptionId: number | null
}

export type ProfileData = {
  header: { avatar: string; username: string; designation: string; coverImg: string }
  userAbout: { about: string; joined: string; lives: string; email: string; website: string }
  suggestedPages: { id: number; avatar: string; username: string; subtitle: string; favorite: boolean }[]
  twitterFeeds: { id: number; imgUrl: string; title: string; tags: string; desc: string; tweetTime: string }[]
  posts: ProfilePost[]
  hasMorePosts: boolean
  latestPhotos: { id: number; img: string }[]
  suggestions: { id: number; avatar: string; name: string; mutualFriend: number; connected: boolean }[]
  polls: ProfilePoll
}

export type ProfilePostsResponse = { posts: ProfilePost[]; hasMore: boolean }

export const profileCommentSchema = z.object({
  postId: z.number({ message: 'postRequired' }).int('postRequired'),
  comment: z.string({ message: 'commentRequired' }).trim().min(1, 'commentRequired').max(500, 'commentLong')
})

export const PROFILE_ERRORS: Record<string, string> = {
  postRequired: 'Say which post.',
  commentRequired: 'Write a comment.',
  commentLong: 'A comment has at most 500 characters.'
}
