// The permissions and roles calls (spec §7 "Permissions"), answered by the fake database.
import { http } from '@/auth/http'
import type {
  Permission,
  PermissionListParams,
  PermissionListResponse,
  PermissionListState,
  RoleCardData,
  RoleGrants
} from '@/contracts/permissions'

/** The list contract's params (the URL's) in the names of spec §7's GET /apps/permissions/data. */
export function permissionParams(list: PermissionListState): Required<PermissionListParams> {
  return {
    q: list.filters.keyword ?? '',
    page: list.page,
    perPage: list.per_page,
    assignedTo: list.filters.assignedTo ?? ''
  }
}

export const permissionsApi = {
  list: (params: PermissionListParams) =>
    http.get<PermissionListResponse>('/apps/permissions/data', { params }).then((r) => r.data),
  add: (name: string, core = false) =>
    http
      .post<{ permission: Permission }>('/apps/permissions/add-permission', { name, core })
      .then((r) => r.data.permission),
  update: (id: number, name: string) =>
    http
      .post<{ permission: Permission }>('/apps/permissions/update-permission', { id, name })
      .then((r) => r.data.permission),
  remove: (id: number) => http.delete('/apps/permissions/delete', { params: { id } }).then(() => id),
  roles: () => http.get<{ roles: RoleCardData[] }>('/apps/roles/data').then((r) => r.data.roles),
  addRole: (name: string, grants: RoleGrants) =>
    http.post<{ role: RoleCardData }>('/apps/roles/add-role', { name, grants }).then((r) => r.data.role),
  updateRole: (id: number, name: string, grants: RoleGrants) =>
    http
      .post<{ role: RoleCardData }>('/apps/roles/update-role', { id, name, grants })
      .then((r) => r.data.role)
}
