// Ten sample blog posts with their comments (spec §3 "Blog"); edits and new comments change this module's state
// for the rest of the session, like a server would.
import type { BlogCategory, BlogComment, BlogStatus } from '@/contracts/blog'
import { portrait, scene } from '../art'

export type BlogPost = {
  id: number
  title: string
  slug: string
  img: string
  avatar: string
  userFullName: string
  createdTime: string
  tags: BlogCategory[]
  status: BlogStatus
  excerpt: string
  content: string
  comments: BlogComment[]
}

type Seed = [title: string, tags: BlogCategory[], author: string, excerpt: string, paragraphs: string[]]

const SEEDS: Seed[] = [
  [
    'What to wear to a summer festival',
    ['Fashion'],
    'Ines Moreau',
    'Three days in a field call for clothes that survive rain, sun and a mosh pit. Here is what our team packs.',
    [
      'Festival style starts with your feet: broken-in boots beat new trainers every time, and a second pair of socks weighs nothing.',
      'Layers win the day. A light shirt over a T-shirt, a rain jacket that folds into its own pocket, and a hat you do not mind losing.',
      'Leave the glitter at home this year: it ends up in the river. Bright colours are enough to find your friends in a crowd.'
    ]
  ],
  [
    'Backstage kitchens: what touring bands really eat',
    ['Food'],
    'Marco Bianchi',
    'Rider requests are legend, but most bands on tour just want soup, rice and something green.',
    [
      'We asked five touring crews what they cook between soundcheck and stage time. The answer was surprisingly modest.',
      'A rice cooker travels in almost every van. It makes breakfast porridge, lunch and a late dinner after the show.',
      'The one luxury everyone named: good coffee. Hand grinders and a kettle fit in any flight case.'
    ]
  ],
  [
    'The soundtracks that made these games',
    ['Gaming', 'Video'],
    'Kenji Tanaka',
    'Some game scores outlive the games themselves. We picked the ones our listeners stream the most.',
    [
      'Game music has to loop for hours without wearing thin. The best composers write themes that grow on you instead.',
      'Our listeners stream orchestral scores at night and chiptune covers in the morning. Make of that what you will.',
      'Play counts of game soundtracks double in the week a sequel comes out, even for scores that are twenty years old.'
    ]
  ],
  [
    '“Without music, life would be a mistake”',
    ['Quote'],
    'Clara Novak',
    'A line from a philosopher, printed on a thousand posters, and still true on a Monday morning.',
    [
      'We asked our team which quote about music they would put on the office wall. This one won by a landslide.',
      'Runners-up included “Where words fail, music speaks” and, from the support team, “Have you tried turning it off and on again?”'
    ]
  ],
  [
    'Behind the video: shooting a one-take music clip',
    ['Video'],
    'Diego Ortiz',
    'One camera, one take, four minutes and twelve seconds. How a small crew pulled off a continuous shot.',
    [
      'The plan took two weeks and the shoot took one evening. Every step of the camera operator was marked on the floor.',
      'Take seven was the one: the band hit every mark, the light came through the window on cue and nobody tripped on a cable.',
      'The clip went out the next morning. Plays of the single tripled in its first week.'
    ]
  ],
  [
    'Vinyl jackets as wearable art',
    ['Fashion', 'Video'],
    'Ines Moreau',
    'Designers are printing classic album covers on jackets. We talked to three of them about licensing and ink.',
    [
      'An album cover is a square that was meant to be held in two hands. On a jacket it becomes a poster you can walk in.',
      'Licensing is the hard part: every cover has a photographer, a designer and a label behind it.'
    ]
  ],
  [
    'Five snacks for a long listening session',
    ['Food'],
    'Marco Bianchi',
    'A new double album deserves your full attention and something to nibble. Our picks, none of them crunchy.',
    [
      'Crunchy snacks and headphones do not mix. Soft dates, grapes and slices of cheese let you hear the quiet passages.',
      'Tea over coffee for a three-hour album: you want to stay awake for the closing track, not jittery.'
    ]
  ],
  [
    'Rhythm games are back, and they want your playlists',
    ['Gaming'],
    'Kenji Tanaka',
    'A new wave of rhythm games builds levels from the songs you already love. We tried them with our own catalogue.',
    [
      'The games read the beat of a track and build a level on the fly. Songs with a steady tempo make the best levels.',
      'Labels are starting to ask for it: a track that plays well in a game finds listeners who would never search for it.'
    ]
  ],
  [
    '“Music is the shorthand of emotion”',
    ['Quote'],
    'Clara Novak',
    'Tolstoy said it first. Our playlist editors say it every day when they choose the next track.',
    [
      'A good playlist is a story told in songs. Each track answers the one before it and sets up the one after.',
      'Our editors test every playlist on a walk, on a train and in a kitchen before it goes live.'
    ]
  ],
  [
    'Live sessions: how we record bands in one room',
    ['Video', 'Gaming'],
    'Diego Ortiz',
    'Our live sessions put the whole band in one room with six microphones. Here is the setup, step by step.',
    [
      'Recording everybody together keeps the energy of a gig. The bleed between microphones is part of the sound.',
      'We film with three fixed cameras so nobody has to think about the crew. The band plays, and we stay out of the way.'
    ]
  ]
]

const COMMENTERS = ['Ava Rivera', 'Noah Chen', 'Yara Haddad', 'Leo Fischer', 'Maya Santos', 'Omar Ibrahim']
const REMARKS = [
  'Great read, thank you for sharing it!',
  'I tried this last weekend and it worked for me too.',
  'Could you write a follow-up with more examples?',
  'Saved this for later. The pictures are lovely.',
  'I did not know that. Learned something new today.'
]
const AUTHOR_SEED: Record<string, number> = {
  'Ines Moreau': 3,
  'Marco Bianchi': 5,
  'Kenji Tanaka': 8,
  'Clara Novak': 13,
  'Diego Ortiz': 21
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function build(): BlogPost[] {
  let commentId = 0
  const start = Date.UTC(2025, 9, 28, 9, 30)
  return SEEDS.map(([title, tags, author, excerpt, paragraphs], index) => {
    const id = index + 1
    const created = new Date(start - index * 4.5 * 24 * 3600 * 1000)
    const comments: BlogComment[] = Array.from({ length: (id * 3) % 4 }, (_, k) => {
      commentId += 1
      const name = COMMENTERS[(id + k) % COMMENTERS.length]
      return {
        id: commentId,
        avatar: portrait(40 + ((id + k) % COMMENTERS.length)),
        userFullName: name,
        commentedAt: new Date(created.getTime() + (k + 1) * 6 * 3600 * 1000).toISOString(),
        commentText: REMARKS[(id + k) % REMARKS.length]
      }
    })
    return {
      id,
      title,
      slug: slugOf(title),
      img: scene(100 + id, 800, 450),
      avatar: portrait(AUTHOR_SEED[author] ?? id),
      userFullName: author,
      createdTime: created.toISOString(),
      tags,
      status: 'Published',
      excerpt,
      content:
        paragraphs.map((p) => `<p>${escape(p)}</p>`).join('') +
        `<blockquote><p>${escape(excerpt)}</p></blockquote>`,
      comments
    }
  })
}

export const blogDb: { posts: BlogPost[] } = { posts: build() }

export function resetBlog(): void {
  blogDb.posts = build()
}
