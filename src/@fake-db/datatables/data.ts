// 100 data-table rows (spec §9), drawn by the one seeded generator so every run shows the same table.
import type { DatatableRow } from '@/contracts/datatables'
import { pick, seededRandom } from '@/lib/random'
import { portrait } from '../art'

const FIRST = [
  'Korrie',
  'Bailie',
  'Isabella',
  'Jodi',
  'Nora',
  'Omar',
  'Lina',
  'Kai',
  'Theo',
  'Amara',
  'Yusuf',
  'Mei',
  'Sven',
  'Priya',
  'Lucas',
  'Hana',
  'Diego',
  'Ines',
  'Jonas',
  'Leila'
]
const LAST = [
  'O\u2019Crevy',
  'Coulman',
  'Stradling',
  'Haddad',
  'Lindqvist',
  'Berg',
  'Moreau',
  'Santos',
  'Okafor',
  'Tanaka',
  'Ferreira',
  'Novak',
  'Mensah',
  'Romero',
  'Kaur',
  'Ortiz'
]
const POSTS = [
  'Nuclear Power Engineer',
  'VP Quality Control',
  'Operator',
  'Cost Accountant',
  'Senior Cost Accountant',
  'Web Developer',
  'Sound Engineer',
  'Product Designer',
  'Data Analyst',
  'Community Manager',
  'Sales Representative',
  'Legal Counsel'
]
const CITIES = [
  'Krasnosilka',
  'Hinigaran',
  'Golcowa',
  'Paquera',
  'Stockholm',
  'Lisbon',
  'Nairobi',
  'Osaka',
  'Accra',
  'Lyon',
  'Porto',
  'Gdańsk',
  'Valparaíso',
  'Tunis'
]

function build(): DatatableRow[] {
  const random = seededRandom(1313)
  return Array.from({ length: 100 }, (_, i) => {
    const first = pick(random, FIRST)
    const last = pick(random, LAST)
    const day = 1 + Math.floor(random() * 28)
    const month = 1 + Math.floor(random() * 12)
    const year = 2014 + Math.floor(random() * 10)
    const salary = 1000 + Math.floor(random() * 90) * 250 + Math.floor(random() * 100) / 100
    return {
      id: i + 1,
      avatar: portrait(400 + i),
      full_name: `${first} ${last}`,
      post: pick(random, POSTS),
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${i + 1}@example.test`,
      city: pick(random, CITIES),
      start_date: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
      salary: `$${salary.toFixed(2)}`,
      age: String(21 + Math.floor(random() * 40)),
      experience: `${1 + Math.floor(random() * 9)} Years`,
      status: (1 + Math.floor(random() * 5)) as DatatableRow['status']
    }
  })
}

export const datatableRows: readonly DatatableRow[] = build()
