// The profile page's calls to the fake database (spec §7 GET /profile/data).
import { http } from '@/auth/http'
import {
  PROFILE_PATHS,
  PROFILE_POSTS_PAGE,
  type ProfileComment,
  type ProfileData,
  type ProfilePoll,
  type ProfilePost,
  type ProfilePostsResponse
} from '@/contracts/profile'
import { apiThunk } from '../shared/apiThunk'

type Suggestion = ProfileData['suggestions'][number]

export const profileApi = {
  async load(_: void): Promise<ProfileData> {
    const { data } = await http.get<ProfileData>(PROFILE_PATHS.data)
    return data
  },
  async morePosts(offset: number): Promise<ProfilePostsResponse> {
    const { data } = await http.get<ProfilePostsResponse>(PROFILE_PATHS.posts, {
      params: { offset, limit: PROFILE_POSTS_PAGE }
    })
    return data
  },
  async like(postId: number): Promise<ProfilePost> {
    const { data } = await http.post<{ post: ProfilePost }>(PROFILE_PATHS.like, { postId })
    return data.post
  },
  async comment(input: { postId: number; comment: string }) {
    const { data } = await http.post<{ comment: ProfileComment; comments: number }>(
      PROFILE_PATHS.comment,
      input
    )
    return data
  },
  async connect(id: number): Promise<Suggestion> {
    const { data } = await http.post<{ suggestion: Suggestion }>(PROFILE_PATHS.connect, { id })
    return data.suggestion
  },
  async vote(optionId: number): Promise<ProfilePoll> {
    const { data } = await http.post<{ poll: ProfilePoll }>(PROFILE_PATHS.vote, { optionId })
    return data.poll
  }
}

export const fetchProfile = apiThunk('profile/load', profileApi.load)
export const fetchMorePosts = apiThunk('profile/morePosts', profileApi.morePosts)
export const toggleLike = apiThunk('profile/like', profileApi.like)
export const addComment = apiThunk('profile/comment', profileApi.comment)
export const toggleConnect = apiThunk('profile/connect', profileApi.connect)
export const votePoll = apiThunk('profile/vote', profileApi.vote)
