// The FAQ page's questions and the knowledge base (cards, their question groups, the answers' HTML). Read-only.
import type { FaqCategory, FaqColor, FaqIcon, FaqSection, KnowledgeBaseCard } from '@/contracts/faq'
import { badge } from '../art'

export const faqSections: FaqSection[] = [
  {
    id: 'billing',
    title: 'Plans & billing',
    subtitle: 'Subscriptions, invoices and refunds',
    icon: 'credit-card',
    questions: [
      {
        id: 1,
        question: 'Which payment methods does Vibeline accept?',
        answer:
          'Credit and debit cards (Visa, Mastercard, American Express), PayPal and bank transfer for yearly Enterprise plans.'
      },
      {
        id: 2,
        question: 'Can I switch from monthly to yearly billing?',
        answer:
          'Yes. Open Pricing, switch to yearly and choose your plan; the unused part of the current month is credited to the first yearly invoice.'
      },
      {
        id: 3,
        question: 'How do refunds work?',
        answer:
          'A yearly plan cancelled within 14 days is refunded in full. Monthly plans stop at the end of the paid month and are not refunded.'
      },
      {
        id: 4,
        question: 'Where do I find my invoices?',
        answer:
          'Every invoice is listed under Apps › Invoice, where it can be previewed, printed or downloaded.'
      }
    ]
  },
  {
    id: 'catalogue',
    title: 'Catalogue & uploads',
    subtitle: 'Tracks, audio files and metadata',
    icon: 'upload',
    questions: [
      {
        id: 5,
        question: 'Which audio formats can I upload?',
        answer:
          'MP3, AAC (M4A), FLAC, OGG and WAV files up to 50 MB each; the title and artist are read from the tags.'
      },
      {
        id: 6,
        question: 'Why is a track not visible to listeners?',
        answer:
          'Only published tracks are streamed. A draft stays visible to administrators and editors until someone publishes it.'
      },
      {
        id: 7,
        question: 'Can I replace the audio of a published track?',
        answer:
          'Yes: edit the track and drop a new file. Plays and playlists keep pointing at the same track, so nothing is lost.'
      }
    ]
  },
  {
    id: 'playlists',
    title: 'Playlists',
    subtitle: 'Curation, ordering and sharing',
    icon: 'list-music',
    questions: [
      {
        id: 8,
        question: 'How do I reorder the tracks of a playlist?',
        answer:
          'Drag a track by its handle, or focus the handle and move it with the arrow keys; the new order is saved at once.'
      },
      {
        id: 9,
        question: 'Who can see a private playlist?',
        answer: 'Only its owner and the administrators. Public playlists appear in search for every listener.'
      },
      {
        id: 10,
        question: 'Is there a limit to the number of tracks in a playlist?',
        answer: 'A playlist holds up to 10,000 tracks. Longer collections are better split by mood or era.'
      }
    ]
  },
  {
    id: 'account',
    title: 'Your account',
    subtitle: 'Profile, password and sessions',
    icon: 'user',
    questions: [
      {
        id: 11,
        question: 'How do I change my password?',
        answer:
          'Open Account settings › Security, enter your current password and the new one twice. Every other signed-in device is signed out.'
      },
      {
        id: 12,
        question: 'Can I change my username?',
        answer:
          'Yes, under Account settings › General, as long as nobody else uses it. Letters, digits, dots, dashes and underscores are allowed.'
      },
      {
        id: 13,
        question: 'How do I sign out a device I no longer use?',
        answer:
          'Account settings › Security lists every signed-in device with its last activity. Sign out one, or all the others at once.'
      }
    ]
  },
  {
    id: 'security',
    title: 'Security & access',
    subtitle: 'Roles, permissions and API keys',
    icon: 'shield',
    questions: [
      {
        id: 14,
        question: 'What can an editor do that a viewer cannot?',
        answer:
          'Editors add, edit and delete tracks and playlists. Viewers read the catalogue and the play statistics.'
      },
      {
        id: 15,
        question: 'How do I create an API key?',
        answer:
          'Open Pages › API key, name the key and choose its access level. The key is shown once: copy it before closing the dialog.'
      }
    ]
  },
  {
    id: 'listening',
    title: 'Listening & statistics',
    subtitle: 'Plays, devices and reports',
    icon: 'bar-chart',
    questions: [
      {
        id: 16,
        question: 'When does a play count?',
        answer: 'A play is counted once a listener has heard 30 seconds of a track, on any device.'
      },
      {
        id: 17,
        question: 'How far back does the play history go?',
        answer:
          'The full history is kept; the chart of a track shows its plays per day for the period you choose.'
      }
    ]
  }
]

type QuestionSeed = [question: string, answer: string, steps?: string[]]
type GroupSeed = { title: string; icon: FaqIcon; iconColor: FaqColor; questions: QuestionSeed[] }
type CategorySeed = {
  slug: string
  title: string
  desc: string
  glyph: Parameters<typeof badge>[1]
  groups: GroupSeed[]
}

const CATEGORY_SEEDS: CategorySeed[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    desc: 'Sign in, find your way around the dashboard and invite your team.',
    glyph: 'note',
    groups: [
      {
        title: 'First steps',
        icon: 'help-circle',
        iconColor: 'primary',
        questions: [
          [
            'How do I sign in for the first time?',
            'Your administrator sends you an email address and a first password. Sign in with them and choose a password of your own under Account settings.'
          ],
          [
            'What does the dashboard show?',
            'The dashboard sums up the catalogue: the number of tracks and playlists, the plays of the last days and the most played tracks.'
          ],
          [
            'How do I switch to the dark skin?',
            'Use the moon button in the top bar. The choice is remembered on this browser.'
          ]
        ]
      },
      {
        title: 'Your team',
        icon: 'user',
        iconColor: 'success',
        questions: [
          [
            'How do I invite a colleague?',
            'Administrators add users under Music › Users with a role and a first password.',
            ['Open Music › Users.', 'Choose Add user.', 'Fill in the name, email and role, then save.']
          ],
          [
            'Which role should a new colleague get?',
            'Give the least the work needs: viewers read, editors manage the catalogue, administrators manage everything.'
          ]
        ]
      }
    ]
  },
  {
    slug: 'catalogue',
    title: 'Catalogue & uploads',
    desc: 'Add tracks, upload audio files and keep the metadata tidy.',
    glyph: 'disc',
    groups: [
      {
        title: 'Uploading audio',
        icon: 'upload',
        iconColor: 'info',
        questions: [
          [
            'How do I add a track?',
            'Open Music › Tracks and choose Add track. Drop an audio file: the title, artist, album and duration are read from it.',
            [
              'Open Music › Tracks.',
              'Choose Add track.',
              'Drop the audio file and check the fields.',
              'Save.'
            ]
          ],
          ['Which files are accepted?', 'MP3, AAC (M4A), FLAC, OGG and WAV files of up to 50 MB.'],
          [
            'Why was my upload refused?',
            'The file is larger than 50 MB or is not an audio file. The message under the drop zone says which.'
          ]
        ]
      },
      {
        title: 'Metadata',
        icon: 'music',
        iconColor: 'primary',
        questions: [
          [
            'How do I fix a wrong artist name?',
            'Edit the track and correct the artist; the change shows in every playlist at once.'
          ],
          [
            'What is the genre list based on?',
            'Vibeline uses a fixed list of genres so that filters and statistics stay comparable.'
          ]
        ]
      }
    ]
  },
  {
    slug: 'playlists',
    title: 'Playlists & curation',
    desc: 'Build playlists, order their tracks and share them with listeners.',
    glyph: 'list',
    groups: [
      {
        title: 'Building playlists',
        icon: 'list-music',
        iconColor: 'warning',
        questions: [
          [
            'How do I create a playlist?',
            'Open Music › Playlists, choose New playlist and give it a name. Add tracks from the playlist page.'
          ],
          [
            'How do I change the order of tracks?',
            'Drag a track by its handle or move it with the arrow keys once the handle has focus.'
          ],
          [
            'Can a track appear twice in one playlist?',
            'No. Adding a track that is already there leaves the playlist as it was.'
          ]
        ]
      },
      {
        title: 'Sharing',
        icon: 'radio',
        iconColor: 'success',
        questions: [
          [
            'What is the difference between public and private?',
            'Public playlists can be found by every listener; private ones only by their owner and the administrators.'
          ],
          [
            'Can listeners follow a playlist?',
            'Yes, listeners follow public playlists in the apps; the playlist page shows how many do.'
          ]
        ]
      }
    ]
  },
  {
    slug: 'account-security',
    title: 'Account & security',
    desc: 'Passwords, signed-in devices, roles and API keys.',
    glyph: 'key',
    groups: [
      {
        title: 'Your password',
        icon: 'key',
        iconColor: 'danger',
        questions: [
          [
            'How do I change my password?',
            'Open Account settings › Security. Enter the current password, then the new one twice. The rules are checked as you type.',
            [
              'Open Account settings.',
              'Choose the Security tab.',
              'Enter the current and the new password.',
              'Save.'
            ]
          ],
          [
            'What happens to my other devices after a password change?',
            'They are signed out: the next time they need a new session they are sent to the sign-in page.'
          ],
          [
            'I forgot my password. What now?',
            'Ask an administrator to set a new one for you under Music › Users, then change it yourself.'
          ]
        ]
      },
      {
        title: 'Access',
        icon: 'shield',
        iconColor: 'primary',
        questions: [
          [
            'Who may delete tracks?',
            'Administrators and editors. Viewers see the catalogue but cannot change it.'
          ],
          [
            'How long does a session last?',
            'A session is renewed while you use the dashboard and ends a week after its last use, or when you sign out.'
          ]
        ]
      }
    ]
  },
  {
    slug: 'payments',
    title: 'Payments & plans',
    desc: 'Plans, invoices and how billing works.',
    glyph: 'card',
    groups: [
      {
        title: 'Plans',
        icon: 'credit-card',
        iconColor: 'success',
        questions: [
          [
            'What does the Basic plan include?',
            'Basic is free and includes 100 responses a month, enough to try Vibeline with a small catalogue.'
          ],
          [
            'How much do Standard and Enterprise cost?',
            'Standard costs 49 a month, or 40 a month billed yearly (480 a year). Enterprise costs 99 a month, or 80 a month billed yearly (960 a year).'
          ]
        ]
      },
      {
        title: 'Invoices',
        icon: 'settings',
        iconColor: 'info',
        questions: [
          ['When am I charged?', 'On the day you subscribe and then on the same day of every month or year.'],
          [
            'Can I get an invoice with my company name?',
            'Yes. Add the company under Account settings › General; later invoices carry it.'
          ]
        ]
      }
    ]
  },
  {
    slug: 'statistics',
    title: 'Play statistics',
    desc: 'Understand plays, devices and the charts of each track.',
    glyph: 'chart',
    groups: [
      {
        title: 'Plays',
        icon: 'bar-chart',
        iconColor: 'warning',
        questions: [
          ['When is a play counted?', 'After 30 seconds of listening. Skips before that are not counted.'],
          [
            'Where do I see the plays of one track?',
            'Open the track from Music › Tracks and choose Play history: a chart and the list of plays.'
          ]
        ]
      },
      {
        title: 'Devices',
        icon: 'headphones',
        iconColor: 'danger',
        questions: [
          [
            'Which devices are reported?',
            'Phones, desktops, web players, smart speakers and cars, as reported by the listening apps.'
          ],
          [
            'Are statistics shown in real time?',
            'Plays appear within a minute; daily totals are final the next morning.'
          ]
        ]
      }
    ]
  }
]

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export type KbQuestion = {
  id: number
  slug: string
  question: string
  content: string
  lastUpdated: string
  groupId: number
}
export type KbCategory = { card: KnowledgeBaseCard; groups: FaqCategory[]; questions: KbQuestion[] }

function build(): KbCategory[] {
  let groupId = 0
  let questionId = 0
  return CATEGORY_SEEDS.map((seed, index) => {
    const questions: KbQuestion[] = []
    const groups: FaqCategory[] = seed.groups.map((group) => {
      groupId += 1
      const entries = group.questions.map(([question, answer, steps]) => {
        questionId += 1
        const day = String(1 + ((questionId * 7) % 28)).padStart(2, '0')
        const month = String(1 + ((questionId * 5) % 12)).padStart(2, '0')
        const content =
          `<p>${escape(answer)}</p>` +
          (steps
            ? `<h2>Step by step</h2><ol>${steps.map((s) => `<li>${escape(s)}</li>`).join('')}</ol>`
            : '') +
          `<p>Still stuck? Write to <a href="mailto:support@vibeline.app">support@vibeline.app</a> and say which page you were on.</p>`
        const entry: KbQuestion = {
          id: questionId,
          slug: slugOf(question),
          question,
          content,
          lastUpdated: `2025-${month}-${day}`,
          groupId
        }
        questions.push(entry)
        return { id: entry.id, question, slug: entry.slug }
      })
      return {
        id: groupId,
        title: group.title,
        icon: group.icon,
        iconColor: group.iconColor,
        questions: entries
      }
    })
    return {
      card: {
        id: index + 1,
        category: seed.slug,
        img: badge(index + 1, seed.glyph),
        title: seed.title,
        desc: seed.desc
      },
      groups,
      questions
    }
  })
}

export const knowledgeBase: KbCategory[] = build()
