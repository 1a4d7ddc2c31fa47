// The music service's user calls (DESIGN.md §4: /admin/v2/users CRUD, and the bulk role/status change with its
// undo) on the one HTTP client.
import { http } from '@/auth/http'
import { BULK_PATHS, type BulkResult, type UndoResult, type UserBulkChanges } from '@/contracts/bulk'
import { encodeListQuery, type One, type Page } from '@/contracts/list'
import {
  MUSIC_PATHS,
  userListQuery,
  type AdminUser,
  type UserInput,
  type UserListParams
} from '@/contracts/music'

export async function fetchUserPage(params: UserListParams, signal?: AbortSignal): Promise<Page<AdminUser>> {
  const response = await http.get<Page<AdminUser>>(MUSIC_PATHS.users, {
    params: encodeListQuery(userListQuery, 'http', params),
    signal
  })
  return response.data
}

export async function fetchUserById(id: number, signal?: AbortSignal): Promise<AdminUser> {
  const response = await http.get<One<AdminUser>>(`${MUSIC_PATHS.users}/${id}`, { signal })
  return response.data.data
}

export async function saveUser(id: number | undefined, input: UserInput): Promise<AdminUser> {
  const response =
    id === undefined
      ? await http.post<One<AdminUser>>(MUSIC_PATHS.users, input)
      : await http.put<One<AdminUser>>(`${MUSIC_PATHS.users}/${id}`, input)
  return response.data.data
}

export async function deleteUserById(id: number): Promise<void> {
  await http.delete(`${MUSIC_PATHS.users}/${id}`)
}

/** Which users a bulk change names: ids chosen on screen, or every user matching the list's filters. */
export type UserBulkTarget = { ids: number[] } | { filters: UserListParams['filters'] }

export async function bulkEditUsers(target: UserBulkTarget, changes: UserBulkChanges): Promise<BulkResult> {
  const response = await http.patch<One<BulkResult>>(BULK_PATHS.users, { ...target, changes })
  return response.data.data
}

export async function undoUserBulk(id: number): Promise<UndoResult> {
  const response = await http.post<One<UndoResult>>(BULK_PATHS.usersUndo(id))
  return response.data.data
}
