// The profile page's sample data (spec §3 "Profile"): a music curator's feed, kept for the session.
import type { ProfileData, ProfilePost } from '@/contracts/profile'
import { portrait, scene } from '../art'

export const ME = { avatar: portrait(90), username: 'Lena Berg' }

const person = (seed: number, username: string) => ({ avatar: portrait(seed), username })
const PEOPLE = [
  person(91, 'Omar Haddad'),
  person(92, 'Sofia Costa'),
  person(93, 'Jonas Fischer'),
  person(94, 'Amara Mensah'),
  person(95, 'Kenji Sato'),
  person(96, 'Nina Novak')
]

const POST_SEEDS: [text: string, image: boolean, likes: number, share: number][] = [
  [
    'Finished the new late-night jazz playlist: 42 tracks, no skips. Tell me which one you would add.',
    true,
    114,
    12
  ],
  [
    'Our label showcase is next Friday. Doors at eight, first set at nine. Bring ear plugs and friends.',
    false,
    87,
    20
  ],
  [
    'Spent the morning cleaning up artist names in the catalogue. 300 fixes later, search is so much better.',
    true,
    52,
    3
  ],
  ['Tiny studio, big sound: we recorded a whole live session with six microphones today.', true, 141, 31],
  ['Question for other curators: do you order a playlist by mood or by tempo first?', false, 39, 2],
  ['Vinyl pressing of the spring compilation arrived. The artwork looks even better in print.', true, 98, 14]
]

function posts(): ProfilePost[] {
  let commentId = 0
  return POST_SEEDS.map(([postText, image, likes, share], index) => {
    const id = index + 1
    const detailedComments = Array.from({ length: index % 3 }, (_, k) => {
      commentId += 1
      const who = PEOPLE[(index + k) % PEOPLE.length]
      return {
        id: commentId,
        ...who,
        comment: ['Count me in!', 'Added it to my library.', 'This is great news.'][k % 3],
        commentsLikes: (index + k) * 3,
        youLiked: false
      }
    })
    return {
      id,
      ...ME,
      postTime: new Date(Date.UTC(2025, 10, 4 - index * 2, 9 + index, 15)).toISOString(),
      postText,
      postImg: image ? scene(300 + id, 800, 420) : null,
      likes,
      youLiked: false,
      comments: detailedComments.length,
      share,
      likedUsers: PEOPLE.slice(0, 3 + (index % 3)),
      detailedComments
    }
  })
}

function initial(): { profile: Omit<ProfileData, 'posts' | 'hasMorePosts'>; posts: ProfilePost[] } {
  return {
    profile: {
      header: {
        avatar: ME.avatar,
        username: ME.username,
        designation: 'Playlist curator',
        coverImg: scene(299, 1200, 300)
      },
      userAbout: {
        about: 'I curate the jazz, soul and late-night playlists of Vibeline, and I never skip a B-side.',
        joined: '2021-11-24',
        lives: 'Stockholm, Sweden',
        email: 'lena.berg@vibeline.app',
        website: 'https://vibeline.app/lena'
      },
      suggestedPages: [
        {
          id: 1,
          avatar: portrait(101),
          username: 'Night Owl Records',
          subtitle: 'Record label',
          favorite: true
        },
        { id: 2, avatar: portrait(102), username: 'Velvet Static', subtitle: 'Band', favorite: false },
        { id: 3, avatar: portrait(103), username: 'Harbor Jazz Club', subtitle: 'Venue', favorite: false },
        { id: 4, avatar: portrait(104), username: 'Paper Lanterns', subtitle: 'Artist', favorite: true }
      ],
      twitterFeeds: [
        {
          id: 1,
          imgUrl: portrait(111),
          title: 'Vibeline',
          tags: '@vibeline',
          desc: 'Ten years of jazz Fridays: our curators picked one track from every year.',
          tweetTime: '2025-11-03T18:20:00.000Z'
        },
        {
          id: 2,
          imgUrl: portrait(112),
          title: 'Echo Harbor',
          tags: '@echoharbor',
          desc: 'New single out now. Thank you for 1 million plays of the last one!',
          tweetTime: '2025-11-02T12:05:00.000Z'
        }
      ],
      latestPhotos: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, img: scene(400 + i, 300, 300) })),
      suggestions: PEOPLE.slice(0, 5).map((p, i) => ({
        id: i + 1,
        avatar: p.avatar,
        name: p.username,
        mutualFriend: 3 + i * 4,
        connected: false
      })),
      polls: {
        question: 'Which playlist should we refresh next?',
        options: [
          { id: 1, name: 'Morning coffee', votes: 18, voters: PEOPLE.slice(0, 3) },
          { id: 2, name: 'Late-night jazz', votes: 31, voters: PEOPLE.slice(1, 5) },
          { id: 3, name: 'Running beats', votes: 11, voters: PEOPLE.slice(3, 5) }
        ],
        votedOptionId: null
      }
    },
    posts: posts()
  }
}

export const profileDb = initial()

export function resetProfile(): void {
  const fresh = initial()
  profileDb.profile = fresh.profile
  profileDb.posts = fresh.posts
}
