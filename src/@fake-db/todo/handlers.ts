// Todo app endpoints (spec §7 lists them without paths; these are ours):
//   GET    /apps/todo/tasks?q&filter&tag&sortBy   → 200 { tasks }
//            filter: important | completed | deleted (absent: every task not deleted); tag: team | low | medium | high | update
//            sortBy: latest (newest created first) | title-asc | title-desc | assignee | due-date (absent: manual order)
//   POST   /apps/todo/add-tasks { task }          → 201 { task }   (400 invalid)
//   POST   /apps/todo/update-task { task }        → 200 { task }   (400 invalid, 404 unknown id)
//   DELETE /apps/todo/delete-task?taskId=N        → 200 { task }   only sets isDeleted (spec §4); 404 unknown id
//   POST   /apps/todo/reorder { ids }             → 200 { ids }    the given tasks take each other's places in the manual order
import type MockAdapter from 'axios-mock-adapter'
import {
  isTodoFilter,
  isTodoSort,
  isTodoTag,
  taskInputSchema,
  taskUpdateSchema,
  type TodoTask
} from '@/contracts/todo'
import { on, type MockRequest, type MockResponse } from '../mock'
import { todoDb } from './data'

const invalid = (message: string): MockResponse => [400, { error: message }]
const notFound: MockResponse = [404, { error: 'This task does not exist.' }]

function bodyOf(request: MockRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

const SORTERS: Record<string, (a: TodoTask, b: TodoTask) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => byText(a.title, b.title),
  'title-desc': (a, b) => byText(b.title, a.title),
  // Unassigned tasks go last.
  assignee: (a, b) =>
    (a.assignee ? 0 : 1) - (b.assignee ? 0 : 1) ||
    byText(a.assignee?.fullName ?? '', b.assignee?.fullName ?? ''),
  // Earliest due first; tasks without a due date go last.
  'due-date': (a, b) => (a.dueDate ? 0 : 1) - (b.dueDate ? 0 : 1) || a.dueDate.localeCompare(b.dueDate)
}

export function getTasks(request: MockRequest): MockResponse {
  const { q, filter, tag, sortBy } = request.params
  if (filter !== undefined && filter !== '' && !isTodoFilter(filter)) return invalid('Unknown filter.')
  if (tag !== undefined && tag !== '' && !isTodoTag(tag)) return invalid('Unknown tag.')
  if (sortBy !== undefined && sortBy !== '' && !isTodoSort(sortBy)) return invalid('Unknown sort.')
  const query = typeof q === 'string' ? q.trim().toLowerCase() : ''

  let list = todoDb.tasks.filter((task) => {
    if (filter === 'important') return task.isImportant && !task.isDeleted
    if (filter === 'completed') return task.isCompleted && !task.isDeleted
    if (filter === 'deleted') return task.isDeleted
    return !task.isDeleted
  })
  if (isTodoTag(tag)) list = list.filter((task) => task.tags.includes(tag))
  if (query) list = list.filter((task) => task.title.toLowerCase().includes(query))
  // Array.prototype.sort is stable, so ties keep the manual order.
  if (isTodoSort(sortBy)) list = [...list].sort(SORTERS[sortBy])
  return [200, { tasks: list }]
}

export function addTask(request: MockRequest): MockResponse {
  const parsed = taskInputSchema.safeParse(bodyOf(request).task)
  if (!parsed.success) return invalid('The task is not valid: a title is required.')
  const id = todoDb.tasks.reduce((max, t) => Math.max(max, t.id), 0) + 1
  const task: TodoTask = { ...parsed.data, id, isDeleted: false }
  // New tasks go on top of the manual order.
  todoDb.tasks = [task, ...todoDb.tasks]
  return [201, { task }]
}

export function updateTask(request: MockRequest): MockResponse {
  const parsed = taskUpdateSchema.safeParse(bodyOf(request).task)
  if (!parsed.success) return invalid('The task is not valid: a title is required.')
  const index = todoDb.tasks.findIndex((t) => t.id === parsed.data.id)
  if (index < 0) return notFound
  const task: TodoTask = { ...parsed.data }
  todoDb.tasks = todoDb.tasks.map((t, i) => (i === index ? task : t))
  return [200, { task }]
}

export function deleteTask(request: MockRequest): MockResponse {
  const id = Number(request.params.taskId)
  const existing = todoDb.tasks.find((t) => t.id === id)
  if (!existing) return notFound
  const task: TodoTask = { ...existing, isDeleted: true }
  todoDb.tasks = todoDb.tasks.map((t) => (t.id === id ? task : t))
  return [200, { task }]
}

export function reorderTasks(request: MockRequest): MockResponse {
  const ids = bodyOf(request).ids
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'number'))
    return invalid('Give the ids of the tasks in their new order.')
  if (new Set(ids).size !== ids.length) return invalid('An id appears twice.')
  const byId = new Map(todoDb.tasks.map((t) => [t.id, t]))
  if (!ids.every((id) => byId.has(id))) return notFound
  // The moved tasks keep the set of places they occupied and fill them in the new order,
  // so reordering a filtered list leaves the hidden tasks where they were.
  const moving = new Set<number>(ids)
  const queue = ids.map((id) => byId.get(id)!)
  todoDb.tasks = todoDb.tasks.map((t) => (moving.has(t.id) ? queue.shift()! : t))
  return [200, { ids }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', '/apps/todo/tasks', getTasks)
  on(mock, 'post', '/apps/todo/add-tasks', addTask)
  on(mock, 'post', '/apps/todo/update-task', updateTask)
  on(mock, 'delete', '/apps/todo/delete-task', deleteTask)
  on(mock, 'post', '/apps/todo/reorder', reorderTasks)
}
