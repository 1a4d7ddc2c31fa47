// 50 deterministic template users (spec §9) and the extra details of each user's view page.
// A seeded generator keeps every run identical; mutations change the module-level list like a server would.
import {
  TEMPLATE_USER_BILLINGS,
  TEMPLATE_USER_COUNTRIES,
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  TEMPLATE_USER_STATUSES,
  type TemplateUser,
  type UserDetails
} from '@/contracts/templateUsers'
import { pick, seededRandom } from '@/lib/random'

export const SAMPLE_USER_COUNT = 50

const FIRST_NAMES = [
  'Amara',
  'Bilal',
  'Camila',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Lars',
  'Maya',
  'Nikhil',
  'Olga',
  'Pedro',
  'Quinn',
  'Rania',
  'Sven',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zara',
  'Aiden',
  'Beatriz',
  'Chidi',
  'Dana'
]
const LAST_NAMES = [
  'Okafor',
  'Haddad',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Silva',
  'Novak',
  'Kaur',
  'Brennan',
  'Petrov',
  'Mensah',
  'Fischer',
  'Costa',
  'Nakamura',
  'Rahman',
  'Jensen',
  'Alvarez',
  'Ivanova',
  'Dubois',
  'Osei'
]
const COMPANIES = [
  'Bluenote Labs',
  'Cadence Works',
  'Echo Harbor',
  'Fretline Ltd',
  'Groove Foundry',
  'Harmonic Systems',
  'Indigo Records',
  'Jukebox Analytics',
  'Kite Audio',
  'Lumen Media',
  'Metronome Inc',
  'Nightjar Studio',
  'Octave Partners',
  'Pulse Logistics',
  'Quaver Health',
  'Resonance Group'
]
const AVATAR_COLOURS = [
  '#7367f0',
  '#28c76f',
  '#ea5455',
  '#ff9f43',
  '#00cfe8',
  '#4b4b4b',
  '#a8aaae',
  '#2e86de'
]

/** A small abstract portrait (head and shoulders) as an SVG data URL, so "photo" avatars need no files. */
export function portraitAvatar(seed: number): string {
  const random = seededRandom(seed * 7919)
  const bg = pick(random, AVATAR_COLOURS)
  const skin = pick(random, ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'])
  const shirt = pick(random, ['#1e1e2f', '#f8f8f8', '#3d3b8e', '#b33951', '#2a9d8f'])
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${bg}"/>` +
    `<circle cx="32" cy="26" r="12" fill="${skin}"/>` +
    `<path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="${shirt}"/></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

function makeUsers(): TemplateUser[] {
  const random = seededRandom(20240601)
  const users: TemplateUser[] = []
  const takenNames = new Set<string>()
  for (let id = 1; id <= SAMPLE_USER_COUNT; id += 1) {
    let first = pick(random, FIRST_NAMES)
    let last = pick(random, LAST_NAMES)
    while (takenNames.has(`${first} ${last}`)) {
      first = pick(random, FIRST_NAMES)
      last = pick(random, LAST_NAMES)
    }
    takenNames.add(`${first} ${last}`)
    const username = `${first}.${last}`.toLowerCase()
    const company = pick(random, COMPANIES)
    const domain = company.toLowerCase().replace(/[^a-z]+/g, '') + '.example'
    const digits = String(Math.floor(random() * 9_000_000_000) + 1_000_000_000)
    users.push({
      id,
      billing: TEMPLATE_USER_BILLINGS[(id + Math.floor(random() * 4)) % 4],
      fullName: `${first} ${last}`,
      company,
      role: pick(random, TEMPLATE_USER_ROLES),
      username,
      country: pick(random, TEMPLATE_USER_COUNTRIES),
      contact: `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      email: `${username}@${domain}`,
      currentPlan: pick(random, TEMPLATE_USER_PLANS),
      status: TEMPLATE_USER_STATUSES[Math.floor(random() * 10) % 3],
      // Roughly one in three has no photo and gets an initials avatar.
      avatar: id % 3 === 0 ? '' : portraitAvatar(id)
    })
  }
  return users
}

export let users: TemplateUser[] = makeUsers()

/** Notification and connection choices a user saved on the view page, by user id; the rest stay derived. */
export type UserSettings = Pick<UserDetails, 'notifications' | 'connections'>
export const savedSettings = new Map<number, Partial<UserSettings>>()

/** Back to the 50 sample users and their default settings (tests call this between cases). */
export function resetUsers(): void {
  users = makeUsers()
  savedSettings.clear()
}

export function setUsers(next: TemplateUser[]): void {
  users = next
}

const PLAN_INFO: Record<TemplateUser['currentPlan'], { price: number; features: string[] }> = {
  basic: { price: 0, features: ['1 user', '5 GB storage', 'Basic support'] },
  team: { price: 49, features: ['10 users', '50 GB storage', 'Email support'] },
  company: { price: 99, features: ['50 users', '500 GB storage', 'Priority support'] },
  enterprise: { price: 199, features: ['Unlimited users', 'Unlimited storage', 'Dedicated account manager'] }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Everything the view page shows besides the user record, derived from the user so it never changes between loads. */
export function userDetails(user: TemplateUser): UserDetails {
  return { ...defaultDetails(user), ...savedSettings.get(user.id) }
}

/** The account shown for a connected service: what a user of that service signs in with. */
export function connectionAccount(user: TemplateUser, name: string): string {
  if (name === 'Slack') return `@${user.username}`
  if (name === 'GitHub') return user.username
  return user.email
}

function defaultDetails(user: TemplateUser): UserDetails {
  const random = seededRandom(user.id * 104729)
  const info = PLAN_INFO[user.currentPlan]
  const daysTotal = 30
  const daysUsed = 4 + Math.floor(random() * 24)
  const day = (n: number) => `${1 + ((user.id * 3 + n * 5) % 27)} ${MONTHS[(user.id + n) % 12]} 2024`
  return {
    plan: {
      name: user.currentPlan,
      price: info.price,
      features: info.features,
      daysUsed,
      daysTotal
    },
    stats: { tasksDone: 200 + Math.floor(random() * 1200), projectsDone: 10 + Math.floor(random() * 300) },
    activity: [
      {
        id: 1,
        title: 'Invoice paid',
        description: `Invoice #${3000 + user.id} was paid by ${user.company}.`,
        time: day(0),
        colour: 'success'
      },
      {
        id: 2,
        title: 'Meeting with the client',
        description: `Project review with ${user.company} at 10:15 am.`,
        time: day(1),
        colour: 'primary'
      },
      {
        id: 3,
        title: 'Plan changed',
        description: `Moved to the ${user.currentPlan} plan.`,
        time: day(2),
        colour: 'info'
      },
      {
        id: 4,
        title: 'Account created',
        description: `${user.fullName} joined as ${user.role}.`,
        time: day(3),
        colour: 'warning'
      }
    ],
    security: {
      twoFactor: user.id % 2 === 0,
      recentDevices: [
        {
          browser: 'Chrome on Windows',
          device: 'HP Spectre 360',
          location: 'Lisbon, Portugal',
          lastActive: day(0) + ', 10:12 AM'
        },
        {
          browser: 'Safari on iPhone',
          device: 'iPhone 12',
          location: 'Berlin, Germany',
          lastActive: day(1) + ', 8:29 PM'
        },
        {
          browser: 'Firefox on Ubuntu',
          device: 'ThinkPad X1',
          location: 'Toronto, Canada',
          lastActive: day(2) + ', 6:03 PM'
        }
      ]
    },
    paymentMethods: [
      {
        id: 1,
        brand: 'Mastercard',
        holder: user.fullName,
        last4: String(1000 + ((user.id * 7919) % 9000)).slice(-4),
        expires: `0${1 + (user.id % 9)}/27`,
        primary: true
      },
      {
        id: 2,
        brand: user.id % 2 ? 'Visa' : 'American Express',
        holder: user.fullName,
        last4: String(1000 + ((user.id * 104729) % 9000)).slice(-4),
        expires: `1${user.id % 3}/26`,
        primary: false
      }
    ],
    billingAddress: {
      companyName: user.company,
      billingEmail: `billing@${user.email.split('@')[1]}`,
      taxId: `TAX-${String(user.id * 7417).padStart(6, '0')}`,
      vatNumber: `SDF${String(user.id * 75431).padStart(8, '0')}`,
      address: `${10 + user.id} Harmony Street`,
      contact: user.contact,
      country: user.country,
      zip: String(10000 + user.id * 311)
    },
    notifications: [
      { type: 'newForYou', email: true, browser: true, app: user.id % 2 === 0 },
      { type: 'accountActivity', email: true, browser: user.id % 3 !== 0, app: true },
      { type: 'newBrowser', email: true, browser: true, app: false },
      { type: 'newDevice', email: user.id % 4 !== 0, browser: false, app: false }
    ],
    connections: [
      { name: 'Google', connected: user.id % 2 === 0 },
      { name: 'Slack', connected: user.id % 3 === 0 },
      { name: 'GitHub', connected: user.id % 5 !== 0 },
      { name: 'Mailchimp', connected: false }
    ].map((c) => (c.connected ? { ...c, account: connectionAccount(user, c.name) } : c))
  }
}
