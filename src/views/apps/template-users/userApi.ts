// The template users' calls (spec §7 "Users"), answered by the fake database.
import { http } from '@/auth/http'
import type {
  NewTemplateUser,
  TemplateUser,
  TemplateUserListParams,
  TemplateUserListResponse,
  TemplateUserListState,
  TemplateUserStatus,
  UserDetails
} from '@/contracts/templateUsers'

/** The list contract's params (the URL's) in the names of spec §7's GET /api/users/list/data. */
export function templateUserParams(list: TemplateUserListState): Required<TemplateUserListParams> {
  const { filters } = list
  return {
    q: filters.keyword ?? '',
    page: list.page,
    perPage: list.per_page,
    role: filters.role ?? '',
    status: filters.status ?? '',
    currentPlan: filters.currentPlan ?? '',
    sort: list.sort_dir,
    sortColumn: list.sort_by
  }
}

export const userApi = {
  list: (params: TemplateUserListParams) =>
    http.get<TemplateUserListResponse>('/api/users/list/data', { params }).then((r) => r.data),
  allData: () => http.get<TemplateUser[]>('/api/users/list/all-data').then((r) => r.data),
  get: (id: number) => http.get<TemplateUser>('/api/users/user', { params: { id } }).then((r) => r.data),
  details: (id: number) =>
    http.get<UserDetails>('/api/users/user/details', { params: { id } }).then((r) => r.data),
  add: (user: NewTemplateUser) =>
    http.post<{ user: TemplateUser }>('/apps/users/add-user', { user }).then((r) => r.data.user),
  update: (id: number, user: NewTemplateUser) =>
    http.post<{ user: TemplateUser }>('/apps/users/update-user', { id, user }).then((r) => r.data.user),
  setStatus: (id: number, status: TemplateUserStatus) =>
    http.post<{ user: TemplateUser }>('/apps/users/update-status', { id, status }).then((r) => r.data.user),
  remove: (id: number) => http.delete('/apps/users/delete', { params: { id } }).then(() => id)
}
