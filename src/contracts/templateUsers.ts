// The template demo users (spec §3 "Template user"), shared by the user screens and the fake database.
// Validation messages are translation keys, so the form shows them in the reader's language.
import { z } from 'zod'
import { keywordSchema, listQuerySchema, type ParamsOf } from './list'

export const TEMPLATE_USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const
export const TEMPLATE_USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const TEMPLATE_USER_STATUSES = ['active', 'inactive', 'pending'] as const
export const TEMPLATE_USER_BILLINGS = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit'
] as const

export type TemplateUserRole = (typeof TEMPLATE_USER_ROLES)[number]
export type TemplateUserPlan = (typeof TEMPLATE_USER_PLANS)[number]
export type TemplateUserStatus = (typeof TEMPLATE_USER_STATUSES)[number]
export type TemplateUserBilling = (typeof TEMPLATE_USER_BILLINGS)[number]

export type TemplateUser = {
  id: number
  billing: TemplateUserBilling
  fullName: string
  company: string
  role: TemplateUserRole
  username: string
  country: string
  contact: string
  email: string
  currentPlan: TemplateUserPlan
  status: TemplateUserStatus
  /** An image URL, or '' when the user has none (an initials avatar is shown). */
  avatar: string
}

/** Sortable columns of the user list. */
export const TEMPLATE_USER_SORT_COLUMNS = [
  'id',
  'fullName',
  'email',
  'role',
  'currentPlan',
  'billing',
  'status'
] as const
export type TemplateUserSortColumn = (typeof TEMPLATE_USER_SORT_COLUMNS)[number]

export const TEMPLATE_USER_DEFAULT_PER_PAGE = 10

/** The template user list's state in the URL; the API takes spec §7's names (q, perPage, sortColumn, sort). */
export const templateUserListQuery = listQuerySchema({
  sortFields: TEMPLATE_USER_SORT_COLUMNS,
  defaultSort: 'fullName',
  defaultDir: 'asc',
  filters: z
    .object({
      keyword: keywordSchema.optional(),
      role: z.enum(TEMPLATE_USER_ROLES).optional(),
      currentPlan: z.enum(TEMPLATE_USER_PLANS).optional(),
      status: z.enum(TEMPLATE_USER_STATUSES).optional()
    })
    .strict(),
  urlKeys: { keyword: 'q', currentPlan: 'plan' }
})
export type TemplateUserListState = ParamsOf<typeof templateUserListQuery>

export type TemplateUserListParams = {
  q?: string
  page?: number
  perPage?: number
  role?: TemplateUserRole | ''
  status?: TemplateUserStatus | ''
  currentPlan?: TemplateUserPlan | ''
  sort?: 'asc' | 'desc'
  sortColumn?: TemplateUserSortColumn
}
export type TemplateUserListResponse = { total: number; users: TemplateUser[] }

const required = (key: string) => z.string().trim().min(1, key)

export const newTemplateUserSchema = z.object({
  fullName: required('templateUsers.form.errors.fullNameRequired').max(
    60,
    'templateUsers.form.errors.fullNameLong'
  ),
  username: required('templateUsers.form.errors.usernameRequired').regex(
    /^[a-z0-9._-]{3,30}$/i,
    'templateUsers.form.errors.usernameFormat'
  ),
  email: required('templateUsers.form.errors.emailRequired').pipe(
    z.email('templateUsers.form.errors.emailFormat')
  ),
  contact: required('templateUsers.form.errors.contactRequired').regex(
    /^\+?[0-9][0-9 ()-]{6,19}$/,
    'templateUsers.form.errors.contactFormat'
  ),
  company: required('templateUsers.form.errors.companyRequired').max(
    60,
    'templateUsers.form.errors.companyLong'
  ),
  country: required('templateUsers.form.errors.countryRequired'),
  role: z.enum(TEMPLATE_USER_ROLES, 'templateUsers.form.errors.roleRequired'),
  currentPlan: z.enum(TEMPLATE_USER_PLANS, 'templateUsers.form.errors.planRequired')
})
export type NewTemplateUser = z.infer<typeof newTemplateUserSchema>

/** Countries offered by the add-user form (and used by the sample data). */
export const TEMPLATE_USER_COUNTRIES = [
  'Australia',
  'Brazil',
  'Canada',
  'China',
  'Egypt',
  'France',
  'Germany',
  'India',
  'Indonesia',
  'Japan',
  'Mexico',
  'Netherlands',
  'Nigeria',
  'Portugal',
  'Russia',
  'Spain',
  'Sweden',
  'United Kingdom',
  'United States'
] as const

/** What the view page shows besides the user record (plan, activity, security, billing, notifications, connections). */
export type UserActivity = { id: number; title: string; description: string; time: string; colour: string }
export type PaymentMethod = {
  id: number
  brand: 'Visa' | 'Mastercard' | 'American Express'
  holder: string
  last4: string
  expires: string
  primary: boolean
}
export type UserDetails = {
  plan: { name: string; price: number; features: string[]; daysUsed: number; daysTotal: number }
  stats: { tasksDone: number; projectsDone: number }
  activity: UserActivity[]
  security: {
    twoFactor: boolean
    recentDevices: { browser: string; device: string; location: string; lastActive: string }[]
  }
  paymentMethods: PaymentMethod[]
  billingAddress: {
    companyName: string
    billingEmail: string
    taxId: string
    vatNumber: string
    address: string
    contact: string
    country: string
    zip: string
  }
  notifications: { type: string; email: boolean; browser: boolean; app: boolean }[]
  connections: { name: string; connected: boolean; account?: string }[]
}
