// 36 sample invoices (spec §9) from a seeded generator: the same list on every load.
import {
  computeTotals,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceClient,
  type LineItem,
  type PaymentDetails
} from '@/contracts/invoice'
import { pick as pickWith, seededRandom } from '@/lib/random'

export const FIRST_INVOICE_ID = 4987

const clients: InvoiceClient[] = [
  ['Jordan Stevenson', 'Hall-Robbins', 'USA', '7777 Mendez Plains, Denver, CO 80202', '(616) 865 4180'],
  ['Stephanie Burns', 'Mccann LLC', 'Haiti', '04033 Wesley Wall Apt. 961, Port-au-Prince', '(226) 204 8287'],
  ['Tony Herrera', 'Leonard-Garcia', 'Denmark', '5345 Robert Squares, Aarhus', '(955) 676 1076'],
  [
    'Kevin Patton',
    'Smith, Miller and Henry',
    'Cambodia',
    '19022 Clark Parks Suite 149, Phnom Penh',
    '(832) 323 6914'
  ],
  [
    'Mrs. Julie Donovan',
    'Mitchell, Turner and Morgan',
    'Cocos Islands',
    '8534 Saunders Hill Apt. 583, West Island',
    '(970) 982 3353'
  ],
  ['Amanda Phillips', 'Lawrence LLC', 'Mongolia', '1031 Cordova Stravenue, Ulaanbaatar', '(616) 427 7342'],
  ['Christina Collier', 'Harris LLC', 'Nigeria', '12 Marina Road, Lagos', '(234) 801 5522'],
  ['David Flores', 'Rivera Sound Co.', 'Mexico', 'Av. Reforma 220, Mexico City', '(525) 512 0909'],
  ['Ayesha Khan', 'Indus Audio', 'Pakistan', '45 Mall Road, Lahore', '(924) 235 7781'],
  ['Lars Nilsson', 'Fjord Label AS', 'Norway', 'Karl Johans gate 5, Oslo', '(472) 298 1100'],
  ['Mei Chen', 'Jade Records', 'Singapore', '8 Marina Boulevard, Singapore', '(656) 221 4040'],
  ['Lucas Moreau', 'Echo PR', 'France', '18 Rue Oberkampf, Paris', '(331) 429 7700']
].map(([name, company, country, address, contact]) => ({
  name,
  company,
  country,
  address,
  contact,
  companyEmail: `${name
    .toLowerCase()
    .replace(/^mrs\. /, '')
    .replace(/[^a-z]+/g, '.')}@${company
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 14)}.com`
}))

const services = [
  'Software Development',
  'UI/UX Design',
  'Template Customization',
  'Unlimited Extended License',
  'Mastering Package',
  'Playlist Promotion'
]

const catalogue: Array<Pick<LineItem, 'item' | 'description'>> = [
  { item: 'Mastering', description: 'Stereo mastering per track, two revisions' },
  { item: 'Playlist placement', description: 'Two weeks on an editorial playlist' },
  { item: 'Cover artwork', description: 'Square artwork at 3000 × 3000 px' },
  { item: 'Audio ads', description: '30-second spots on the free tier' },
  { item: 'Catalogue licence', description: 'Quarterly licence for streaming rights' },
  { item: 'Support hours', description: 'Engineering support billed by the hour' }
]

const DAY = 86_400_000
const START = Date.UTC(2026, 6, 1)
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function build(): Invoice[] {
  const random = seededRandom(20261121)
  const pick = <T>(list: readonly T[]) => pickWith(random, list)
  return Array.from({ length: 36 }, (_, index) => {
    const itemCount = 1 + Math.floor(random() * 3)
    const items: LineItem[] = Array.from({ length: itemCount }, () => ({
      ...pick(catalogue),
      cost: 20 + Math.floor(random() * 180) * 5,
      qty: 1 + Math.floor(random() * 4)
    }))
    const { total } = computeTotals(items, 0, 0)
    const issued = START + Math.floor(random() * 130) * DAY
    const status = INVOICE_STATUSES[index % INVOICE_STATUSES.length]
    const part = Math.round(total * (0.2 + random() * 0.5))
    // Spec §3: a balance is a number or signed dollar text.
    const balance: number | string =
      status === 'Paid'
        ? 0
        : status === 'Partial Payment'
          ? `$${part}`
          : status === 'Past Due'
            ? `-$${part}`
            : index % 2 === 0
              ? total
              : `$${total}`
    return {
      id: FIRST_INVOICE_ID + index,
      issuedDate: isoDay(issued),
      client: { ...clients[index % clients.length] },
      service: pick(services),
      total,
      avatar: null,
      invoiceStatus: status,
      balance,
      dueDate: isoDay(issued + (14 + Math.floor(random() * 31)) * DAY),
      items,
      discount: 0,
      taxRate: 0,
      note: 'Thank you for working with Vibeline. Payment is due within the terms stated above.'
    }
  })
}

export const invoiceDb: { invoices: Invoice[] } = { invoices: build() }

export function resetInvoices(): void {
  invoiceDb.invoices = build()
}

export function paymentDetailsFor(invoice: Invoice): PaymentDetails {
  const n = String(invoice.id).padStart(6, '0')
  return {
    totalDue: `$${invoice.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    bankName: 'Harbor Commerce Bank',
    country: 'United Kingdom',
    iban: `GB60 HCBK 4025 8110 ${n.slice(0, 4)} ${n.slice(4)}`,
    swiftCode: 'HCBKGB2L'
  }
}
