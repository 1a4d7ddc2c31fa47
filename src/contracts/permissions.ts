// Permissions and roles of the template's access pages (spec §3 "Permission", §6), shared by the screens and the fake database.
import { z } from 'zod'
import { keywordSchema, listQuerySchema, type ParamsOf } from './list'

export const PERMISSION_ROLES = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const
export type PermissionRole = (typeof PERMISSION_ROLES)[number]

export type Permission = {
  id: number
  name: string
  assignedTo: PermissionRole[]
  /** Display text such as '14 Apr 2021, 8:43 PM'. */
  createdDate: string
  /** Set when added as a core permission (one that cannot be removed from administrators). */
  isCore?: boolean
}

export const PERMISSIONS_DEFAULT_PER_PAGE = 10

/** The permission list's state in the URL (?q=&role=&page=); the API takes spec §7's names. Not sortable. */
export const permissionListQuery = listQuerySchema({
  sortFields: ['createdDate'],
  defaultSort: 'createdDate',
  defaultDir: 'desc',
  filters: z
    .object({ keyword: keywordSchema.optional(), assignedTo: z.enum(PERMISSION_ROLES).optional() })
    .strict(),
  urlKeys: { keyword: 'q', assignedTo: 'role' }
})
export type PermissionListState = ParamsOf<typeof permissionListQuery>

export type PermissionListParams = {
  q?: string
  page?: number
  perPage?: number
  assignedTo?: PermissionRole | ''
}
export type PermissionListResponse = {
  params: Required<PermissionListParams>
  allData: Permission[]
  total: number
  permissions: Permission[]
}

export const permissionNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'rolesPermissions.permissions.errors.nameRequired')
    .max(60, 'rolesPermissions.permissions.errors.nameLong')
})

/** The modules of the role editor's permission matrix. */
export const ROLE_MODULES = [
  'User Management',
  'Content Management',
  'Disputes Management',
  'Database Management',
  'Financial Management',
  'Reporting',
  'API Control',
  'Repository Management',
  'Payroll'
] as const
export type RoleModule = (typeof ROLE_MODULES)[number]
export const ROLE_GRANTS = ['read', 'write', 'create'] as const
export type RoleGrant = (typeof ROLE_GRANTS)[number]
export type RoleGrants = Record<RoleModule, Record<RoleGrant, boolean>>

export type RoleCardData = {
  id: number
  /** The role key of permission assignments, or a new role's slug. */
  key: string
  name: string
  totalUsers: number
  /** Up to five members shown as an avatar group. */
  members: { fullName: string; avatar: string }[]
  grants: RoleGrants
}

export const roleSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'rolesPermissions.roles.errors.nameRequired')
    .max(40, 'rolesPermissions.roles.errors.nameLong')
})
