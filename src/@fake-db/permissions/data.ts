// The nine sample permissions of spec §6 and the five role cards of the roles page.
import {
  ROLE_GRANTS,
  ROLE_MODULES,
  type Permission,
  type RoleCardData,
  type RoleGrants,
  type RoleModule
} from '@/contracts/permissions'

const SAMPLE_PERMISSIONS: Permission[] = [
  { id: 1, name: 'Management', assignedTo: ['administrator'], createdDate: '14 Apr 2021, 8:43 PM' },
  {
    id: 2,
    name: 'Manage Billing & Roles',
    assignedTo: ['administrator'],
    createdDate: '16 Sep 2021, 5:20 PM'
  },
  {
    id: 3,
    name: 'Add & Remove Users',
    assignedTo: ['administrator', 'manager'],
    createdDate: '14 Oct 2021, 10:20 AM'
  },
  {
    id: 4,
    name: 'Project Planning',
    assignedTo: ['administrator', 'user', 'support'],
    createdDate: '14 Oct 2021, 10:20 AM'
  },
  {
    id: 5,
    name: 'Manage Email Sequences',
    assignedTo: ['administrator', 'user', 'support'],
    createdDate: '23 Aug 2021, 2:00 PM'
  },
  {
    id: 6,
    name: 'Client Communication',
    assignedTo: ['administrator', 'manager'],
    createdDate: '15 Apr 2021, 11:30 AM'
  },
  {
    id: 7,
    name: 'Only View',
    assignedTo: ['administrator', 'restricted-user'],
    createdDate: '04 Dec 2021, 8:15 PM'
  },
  {
    id: 8,
    name: 'Financial Management',
    assignedTo: ['administrator', 'manager'],
    createdDate: '25 Feb 2021, 10:30 AM'
  },
  {
    id: 9,
    name: "Manage Others' Tasks",
    assignedTo: ['administrator', 'support'],
    createdDate: '04 Nov 2021, 11:45 AM'
  }
]

export let permissions: Permission[] = SAMPLE_PERMISSIONS.map((p) => ({
  ...p,
  assignedTo: [...p.assignedTo]
}))

export function setPermissions(next: Permission[]): void {
  permissions = next
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The createdDate text of the samples, e.g. '14 Apr 2021, 8:43 PM'. */
export function formatCreatedDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0')
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${day} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${twelve}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

function grants(spec: Partial<Record<RoleModule, string>>): RoleGrants {
  return Object.fromEntries(
    ROLE_MODULES.map((module) => [
      module,
      Object.fromEntries(ROLE_GRANTS.map((grant) => [grant, (spec[module] ?? '').includes(grant[0])]))
    ])
  ) as RoleGrants
}
const all = Object.fromEntries(ROLE_MODULES.map((m) => [m, 'rwc'])) as Record<RoleModule, string>

function makeRoles(): RoleCardData[] {
  // Members have no photos: the avatar group shows their initials.
  const people = (names: string[]) => names.map((fullName) => ({ fullName, avatar: '' }))
  return [
    {
      id: 1,
      key: 'administrator',
      name: 'Administrator',
      totalUsers: 4,
      members: people(['Amara Okafor', 'Lars Fischer', 'Wen Nakamura', 'Rania Haddad']),
      grants: grants(all)
    },
    {
      id: 2,
      key: 'manager',
      name: 'Manager',
      totalUsers: 7,
      members: people(['Pedro Silva', 'Greta Novak', 'Tariq Rahman', 'Elena Moreau', 'Jonas Jensen']),
      grants: grants({
        'User Management': 'rwc',
        'Content Management': 'rw',
        'Disputes Management': 'rw',
        'Financial Management': 'rwc',
        Reporting: 'r',
        Payroll: 'rw'
      })
    },
    {
      id: 3,
      key: 'user',
      name: 'Users',
      totalUsers: 5,
      members: people(['Maya Costa', 'Hiro Tanaka', 'Ines Brennan', 'Sven Lindqvist', 'Kemi Mensah']),
      grants: grants({ 'Content Management': 'rw', Reporting: 'r', 'Repository Management': 'r' })
    },
    {
      id: 4,
      key: 'support',
      name: 'Support',
      totalUsers: 6,
      members: people(['Olga Ivanova', 'Bilal Haddad', 'Zara Dubois', 'Yusuf Osei']),
      grants: grants({ 'User Management': 'r', 'Disputes Management': 'rwc', Reporting: 'r' })
    },
    {
      id: 5,
      key: 'restricted-user',
      name: 'Restricted User',
      totalUsers: 10,
      members: people(['Quinn Alvarez', 'Dana Petrov', 'Chidi Kaur', 'Uma Jensen', 'Viktor Costa']),
      grants: grants({ 'User Management': 'r', 'Content Management': 'r', Reporting: 'r' })
    }
  ]
}

export let roles: RoleCardData[] = makeRoles()

export function setRoles(next: RoleCardData[]): void {
  roles = next
}

/** Back to the samples (tests call this between cases). */
export function resetPermissions(): void {
  permissions = SAMPLE_PERMISSIONS.map((p) => ({ ...p, assignedTo: [...p.assignedTo] }))
  roles = makeRoles()
}
