// Demo mode's /admin/v2/users on the server's users service (server/accounts/usersService.ts), as
// server/accounts/usersRoutes.ts answers it: list (keyword, role, status), export, get, create, update, delete, and
// the bulk role/status change with its undo.
import type MockAdapter from 'axios-mock-adapter'
import { CSV_FIELDS } from '@/contracts/csv'
import { pageEnvelope } from '@/contracts/list'
import { MUSIC_PATHS, userInputSchema, userListQuery } from '@/contracts/music'
import type { UserRow } from '../../../../server/accounts/usersRepository'
import { toUser } from '../../../../server/accounts/userRows'
import { UsersService } from '../../../../server/accounts/usersService'
import { csvChunks, keysetChunks } from '../../../../server/export/chunks'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, listParams, pathId, registerRoutes, under, type FakeRoute } from '../request'
import { userRoutes as bulkRoutes } from './bulk'
import { demoPasswords } from './demoPasswords'
import { bodyOf, csvAnswer, hosted, originOf } from './hosted'

const path = MUSIC_PATHS.users

const withUsers = (
  write: boolean,
  handle: (users: UsersService, req: MockRequest) => Promise<MockResponse>
) => hosted(write, (host, req) => handle(new UsersService(host.db, host.dialect, demoPasswords), req))

/** The signed-in user, whom the service keeps from demoting or deleting themselves (the guard let one through). */
const actorOf = (req: MockRequest) => authenticatedUserId(req) ?? undefined

const listUsers = withUsers(false, async (users, req) => {
  const decoded = listParams(userListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total } = await users.list(decoded.params)
  return [200, pageEnvelope(rows.map(toUser), decoded.params, total)]
})

const exportUsers = withUsers(false, async (users, req) => {
  const decoded = listParams(userListQuery, req)
  if (!decoded.ok) return decoded.response
  const { sort_dir, filters } = decoded.params
  const chunks = keysetChunks<UserRow>((after, limit) => users.exportAfter(filters, sort_dir, after, limit))
  return csvAnswer(csvChunks(CSV_FIELDS.users, chunks))
})

const getUser = withUsers(false, async (users, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: toUser(await users.find(id.id)) }]
})

const createUser = withUsers(true, async (users, req) => {
  const body = bodyOf(userInputSchema, req)
  if (!body.ok) return body.response
  return [201, { data: toUser(await users.create(body.body, originOf(req))) }]
})

const updateUser = withUsers(true, async (users, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const body = bodyOf(userInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: toUser(await users.update(id.id, body.body, actorOf(req), originOf(req))) }]
})

const deleteUser = withUsers(true, async (users, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: toUser(await users.remove(id.id, actorOf(req), originOf(req))) }]
})

export const routes: FakeRoute[] = [
  { method: 'get', path: exact(`${path}/export`), action: 'read', subject: 'User', handler: exportUsers },
  { method: 'get', path: exact(path), action: 'read', subject: 'User', handler: listUsers },
  { method: 'get', path: under(path), action: 'read', subject: 'User', handler: getUser },
  { method: 'post', path: exact(path), action: 'create', subject: 'User', handler: createUser },
  { method: 'put', path: under(path), action: 'update', subject: 'User', handler: updateUser },
  { method: 'delete', path: under(path), action: 'delete', subject: 'User', handler: deleteUser }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, [...bulkRoutes, ...routes])
}
