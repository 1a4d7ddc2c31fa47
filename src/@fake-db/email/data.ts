// 26 sample emails (spec §9) with fixed dates counted back from one base date, so every run sees the same inbox.
import type { Email, EmailAttachment, EmailFolder, EmailLabel } from '@/contracts/email'

export const EMAIL_BASE_DATE = Date.UTC(2026, 10, 20, 9, 30)
const HOUR = 3_600_000

export const ME = { name: 'Vibeline Admin', email: 'admin@vibeline.app', avatar: null }

const people = [
  { name: 'Maya Okafor', email: 'maya.okafor@northbeat.io' },
  { name: 'Lukas Brandt', email: 'lukas@brandt-records.de' },
  { name: 'Sofia Marquez', email: 'sofia.marquez@lunasound.com' },
  { name: 'Ren Takahashi', email: 'ren@takahashi-mastering.jp' },
  { name: 'Amara Diallo', email: 'amara@diallo-artists.sn' },
  { name: 'Jonas Eriksen', email: 'jonas.eriksen@fjordlabel.no' },
  { name: 'Priya Raman', email: 'priya.raman@vibeline.app' },
  { name: 'Omar Haddad', email: 'omar@haddad-legal.ae' },
  { name: 'Chloe Martin', email: 'chloe.martin@echo-pr.fr' },
  { name: 'Daniel Kowalski', email: 'daniel@kowalski.dev' }
] as const

/** A small inline picture for an attachment, so the sample data needs no files. */
function thumbnail(ext: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="48"><rect width="40" height="48" rx="6" fill="${colour}"/><text x="20" y="30" font-family="sans-serif" font-size="11" fill="#fff" text-anchor="middle">${ext.toUpperCase()}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

function attachment(fileName: string, size: string): EmailAttachment {
  const ext = fileName.split('.').pop() ?? 'file'
  const colour = ext === 'pdf' ? '#ea5455' : ext === 'mp3' || ext === 'wav' ? '#7367f0' : '#28c76f'
  return {
    fileName,
    thumbnail: thumbnail(ext, colour),
    url: `data:text/plain;charset=utf-8,${encodeURIComponent(`Sample attachment ${fileName}`)}`,
    size
  }
}

type Seed = {
  from: number
  subject: string
  body: string
  folder: EmailFolder
  labels?: EmailLabel[]
  isStarred?: boolean
  isRead?: boolean
  attachments?: EmailAttachment[]
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')

const seeds: Seed[] = [
  {
    from: 0,
    subject: 'Playlist pitch: Northbeat spring singles',
    body: p(
      'Hi team,',
      'We have three singles from the Northbeat roster landing next month and would love to pitch them for <strong>Fresh Finds</strong>.',
      'Press kit and streaming links are attached. Happy to jump on a call this week.',
      'Best, Maya'
    ),
    folder: 'inbox',
    labels: ['company'],
    isStarred: true,
    attachments: [attachment('northbeat-press-kit.pdf', '2.4 MB'), attachment('spring-single.mp3', '8.1 MB')]
  },
  {
    from: 1,
    subject: 'Royalty statement for October',
    body: p(
      'Hello,',
      'Please find the October royalty statement for Brandt Records attached. The totals are <em>12% higher</em> than September.',
      'Let me know if any line looks off.'
    ),
    folder: 'inbox',
    labels: ['important'],
    attachments: [attachment('royalties-2026-10.xlsx', '340 KB')]
  },
  {
    from: 2,
    subject: 'Lyrics display glitch on Android',
    body: p(
      'Hi Vibeline support,',
      'Synced lyrics jump two lines ahead on Android 15 for the track <strong>Luna Roja</strong>. It started after the last app update.',
      'Screenshots attached.'
    ),
    folder: 'inbox',
    labels: ['company', 'important'],
    attachments: [attachment('lyrics-glitch.png', '512 KB')]
  },
  {
    from: 3,
    subject: 'Mastered files are ready',
    body: p(
      'The final masters for the Takahashi EP are done: -14 LUFS integrated, true peak -1 dB.',
      'Download link inside the shared folder. Stems follow tomorrow.'
    ),
    folder: 'inbox',
    labels: ['personal'],
    isRead: true
  },
  {
    from: 4,
    subject: 'Tour dates to feature on the artist page',
    body: p(
      'Hello!',
      'Amara is touring West Africa in February. Could the artist page show the dates? The list is below.',
      '<ul><li>Dakar, 3 Feb</li><li>Abidjan, 7 Feb</li><li>Accra, 11 Feb</li></ul>'
    ),
    folder: 'inbox',
    labels: ['company'],
    isStarred: true
  },
  {
    from: 5,
    subject: 'Invoice question: catalogue licensing',
    body: p(
      'Hi,',
      'Our finance team asks whether the catalogue licensing fee is billed quarterly or yearly. Could you confirm?'
    ),
    folder: 'inbox',
    labels: ['private'],
    isRead: true
  },
  {
    from: 6,
    subject: 'Weekly listening report',
    body: p(
      'Good morning,',
      'Streams are up 4.2% week over week. The top growing genre is <strong>Afrobeats</strong>, followed by lo-fi.',
      'Full dashboard in the analytics area.'
    ),
    folder: 'inbox',
    labels: ['company'],
    isRead: true,
    isStarred: true
  },
  {
    from: 7,
    subject: 'Updated distribution agreement',
    body: p(
      'Dear Vibeline team,',
      'Attached is the revised distribution agreement with the changes we discussed in clause 7.',
      'Kind regards, Omar Haddad'
    ),
    folder: 'inbox',
    labels: ['important', 'private'],
    attachments: [attachment('distribution-agreement-v3.pdf', '1.1 MB')]
  },
  {
    from: 8,
    subject: 'Interview request for the Vibeline blog',
    body: p(
      'Hi!',
      'Echo PR would like to propose an interview with the band Les Marées for the Vibeline editorial blog.'
    ),
    folder: 'inbox',
    labels: ['personal']
  },
  {
    from: 9,
    subject: 'API rate limits for the widget',
    body: p(
      'Hey,',
      'Our embeddable player widget hits the rate limit during launches. Is there a partner tier with higher limits?'
    ),
    folder: 'inbox',
    isRead: true
  },
  {
    from: 0,
    subject: 'Re: Fresh Finds cover art',
    body: p('The cover art at 3000×3000 px is attached. Let me know if the colours need tweaking.'),
    folder: 'inbox',
    labels: ['company'],
    isRead: true,
    attachments: [attachment('fresh-finds-cover.jpg', '3.2 MB')]
  },
  {
    from: 2,
    // A hostile body: the screen must never run it (see the sanitizing test).
    subject: 'Your account security notice',
    body:
      p('Please confirm your account details.') +
      '<script>window.__vibelinePwned = true</script>' +
      '<img src="x" onerror="window.__vibelinePwned = true" alt="tracking pixel">' +
      p('Thank you.'),
    folder: 'inbox',
    labels: ['private']
  },
  {
    from: 4,
    subject: 'Podcast upload checklist',
    body: p(
      'Hi,',
      'Here is the checklist for the first podcast season: cover, RSS feed, episode art and chapter markers.'
    ),
    folder: 'inbox',
    isRead: true
  },
  {
    from: 5,
    subject: 'Holiday playlist collaboration',
    body: p('Would Vibeline like to co-curate the Nordic holiday playlist with Fjord Label this year?'),
    folder: 'inbox',
    labels: ['personal'],
    isStarred: true
  },
  {
    from: 1,
    subject: 'Re: Royalty statement for September',
    body: p('Thanks for the quick reply. Statement confirmed on our side.'),
    folder: 'sent',
    labels: ['important'],
    isRead: true
  },
  {
    from: 3,
    subject: 'Loudness targets for the new EP',
    body: p('Please master to -14 LUFS integrated with a true peak of -1 dB, as usual.'),
    folder: 'sent',
    isRead: true,
    isStarred: true
  },
  {
    from: 8,
    subject: 'Interview slots next week',
    body: p('We can offer Tuesday 14:00 or Thursday 10:00 for the interview.'),
    folder: 'sent',
    labels: ['personal'],
    isRead: true
  },
  {
    from: 9,
    subject: 'Partner tier details',
    body: p('Draft: the partner tier allows 10,000 requests per minute; pricing to be confirmed.'),
    folder: 'draft',
    labels: ['company'],
    isRead: true
  },
  {
    from: 6,
    subject: 'Q4 editorial plan',
    body: p('Draft of the Q4 editorial plan: winter chill, year in review, new voices.'),
    folder: 'draft',
    isRead: true,
    attachments: [attachment('q4-editorial-plan.docx', '96 KB')]
  },
  {
    from: 7,
    subject: 'You have won 1,000,000 free streams!!!',
    body: p('Click the link below to claim your prize today only.'),
    folder: 'spam'
  },
  {
    from: 2,
    subject: 'Cheap followers for your artists',
    body:
      p('Boost any artist to the top of the charts overnight.') +
      '<img src="nowhere.png" onerror="window.__vibelinePwned = true" alt="">',
    folder: 'spam'
  },
  {
    from: 9,
    subject: 'Verify your crypto wallet',
    body: p('Your wallet is locked. Verify now.'),
    folder: 'spam',
    isRead: true
  },
  {
    from: 4,
    subject: 'Old tour poster drafts',
    body: p('These poster drafts are outdated, feel free to delete them.'),
    folder: 'trash',
    labels: ['company'],
    isRead: true,
    isStarred: true
  },
  {
    from: 0,
    subject: 'Duplicate: Playlist pitch',
    body: p('Sent twice by mistake, sorry!'),
    folder: 'trash',
    isRead: true
  },
  {
    from: 5,
    subject: 'Office closed on Friday',
    body: p('The Oslo office is closed this Friday for the national holiday.'),
    folder: 'trash',
    labels: ['personal']
  },
  {
    from: 6,
    subject: 'Team lunch moved to Thursday',
    body: p('Lunch with the editorial team moves to Thursday 12:30.'),
    folder: 'inbox',
    labels: ['personal'],
    isRead: true
  }
]

function build(): Email[] {
  return seeds.map((seed, index) => {
    const person = people[seed.from]
    const outgoing = seed.folder === 'sent' || seed.folder === 'draft'
    const id = index + 1
    return {
      id,
      from: outgoing ? { ...ME } : { ...person, avatar: null },
      to: outgoing ? [{ ...person }] : [{ name: ME.name, email: ME.email }],
      subject: seed.subject,
      cc: [],
      bcc: [],
      message: seed.body,
      attachments: seed.attachments ?? [],
      isStarred: seed.isStarred ?? false,
      labels: seed.labels ?? [],
      // Seven hours apart, with a few minutes' drift so no two share a time.
      time: new Date(EMAIL_BASE_DATE - index * 7 * HOUR - (index % 5) * 11 * 60_000).toISOString(),
      replies: [],
      folder: seed.folder,
      isRead: seed.isRead ?? false
    }
  })
}

export const emailDb: { emails: Email[] } = { emails: build() }

/** Back to the sample data (tests). */
export function resetEmails(): void {
  emailDb.emails = build()
}
