// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { TodoTask } from '@/contracts/todo'
import type { MockRequest } from '../mock'
import { addTask, deleteTask, getTasks, reorderTasks, updateTask } from './handlers'
import { resetTodoDb, todoDb } from './data'

const req = (params: Record<string, unknown> = {}, body: unknown = undefined): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body,
  headers: {}
})
const list = (params: Record<string, unknown> = {}): TodoTask[] => {
  const [status, body] = getTasks(req(params))
  expect(status).toBe(200)
  return (body as { tasks: TodoTask[] }).tasks
}
const ids = (tasks: TodoTask[]) => tasks.map((t) => t.id)

const newTask = {
  title: 'Brief the new intern',
  dueDate: '2026-12-02',
  description: '',
  assignee: { fullName: 'Chen Wei', avatar: null },
  tags: ['team'],
  isCompleted: false,
  isImportant: false
}

beforeEach(() => resetTodoDb())

describe('GET /apps/todo/tasks filters', () => {
  it('shows every task that is not deleted by default, in the manual order', () => {
    const tasks = list()
    expect(tasks.length).toBe(todoDb.tasks.filter((t) => !t.isDeleted).length)
    expect(tasks.every((t) => !t.isDeleted)).toBe(true)
    expect(ids(tasks)).toEqual(ids(todoDb.tasks.filter((t) => !t.isDeleted)))
  })

  it('important: important tasks that are not deleted', () => {
    expect(ids(list({ filter: 'important' }))).toEqual([1, 5, 6])
  })

  it('completed: completed tasks that are not deleted', () => {
    expect(ids(list({ filter: 'completed' }))).toEqual([3, 6, 10])
  })

  it('deleted: only deleted tasks, important or not', () => {
    expect(ids(list({ filter: 'deleted' }))).toEqual([7, 11])
  })

  it('tag: tasks with that tag that are not deleted', () => {
    expect(ids(list({ tag: 'low' }))).toEqual([4])
    expect(ids(list({ tag: 'team' }))).toEqual([1, 4, 8, 10, 12])
  })

  it('search matches titles case-insensitively', () => {
    expect(ids(list({ q: 'PLAYLIST' }))).toEqual([1])
    expect(list({ q: 'nothing like this' })).toEqual([])
  })

  it('rejects an unknown filter, tag or sort with 400', () => {
    expect(getTasks(req({ filter: 'archived' }))[0]).toBe(400)
    expect(getTasks(req({ tag: 'urgent' }))[0]).toBe(400)
    expect(getTasks(req({ sortBy: 'random' }))[0]).toBe(400)
  })
})

describe('GET /apps/todo/tasks sorts', () => {
  it('latest: most recently created first', () => {
    expect(ids(list({ sortBy: 'latest' }))).toEqual([12, 10, 9, 8, 6, 5, 4, 3, 2, 1])
  })

  it('title-asc and title-desc order by title', () => {
    const asc = list({ sortBy: 'title-asc' }).map((t) => t.title)
    expect(asc[0]).toBe('Answer the label partnership emails')
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)))
    expect(list({ sortBy: 'title-desc' }).map((t) => t.title)).toEqual([...asc].reverse())
  })

  it('assignee: by full name, unassigned last', () => {
    const names = list({ sortBy: 'assignee' }).map((t) => t.assignee?.fullName ?? null)
    expect(names).toEqual([
      'Amara Okafor',
      'Bruno Lindqvist',
      'Bruno Lindqvist',
      'Chen Wei',
      'Chen Wei',
      'Dalia Haddad',
      'Elif Demir',
      'Elif Demir',
      'Felix Moreau',
      null
    ])
  })

  it('due-date: earliest first, tasks without a due date last', () => {
    const dates = list({ sortBy: 'due-date' }).map((t) => t.dueDate)
    expect(dates.at(-1)).toBe('')
    expect(dates.slice(0, -1)).toEqual([...dates.slice(0, -1)].sort())
    expect(dates[0]).toBe('2026-11-22')
  })
})

describe('mutations', () => {
  it('add-tasks answers 201 with the next id and the task shows up first', () => {
    const [status, body] = addTask(req({}, { task: newTask }))
    expect(status).toBe(201)
    expect((body as { task: TodoTask }).task).toMatchObject({ ...newTask, id: 13, isDeleted: false })
    expect(list()[0]!.title).toBe('Brief the new intern')
  })

  it('add-tasks rejects a task without a title', () => {
    const [status, body] = addTask(req({}, { task: { ...newTask, title: '   ' } }))
    expect(status).toBe(400)
    expect(body).toEqual({ error: expect.stringContaining('title') })
    expect(todoDb.tasks).toHaveLength(12)
  })

  it('update-task replaces the fields and later reads see it', () => {
    const task = { ...todoDb.tasks.find((t) => t.id === 2)!, isCompleted: true, title: 'Fixed cover art' }
    expect(updateTask(req({}, { task }))[0]).toBe(200)
    expect(list({ filter: 'completed' }).map((t) => t.title)).toContain('Fixed cover art')
  })

  it('update-task answers 404 for an unknown id and 400 for an invalid task', () => {
    const task = { ...todoDb.tasks[0]!, id: 999 }
    expect(updateTask(req({}, { task }))[0]).toBe(404)
    expect(updateTask(req({}, { task: { ...todoDb.tasks[0]!, title: '' } }))[0]).toBe(400)
  })

  it('delete-task only sets isDeleted, and the task can be restored', () => {
    const before = todoDb.tasks.find((t) => t.id === 1)!
    const [status, body] = deleteTask(req({ taskId: 1 }))
    expect(status).toBe(200)
    expect((body as { task: TodoTask }).task).toEqual({ ...before, isDeleted: true })
    expect(todoDb.tasks).toHaveLength(12)
    expect(ids(list())).not.toContain(1)
    expect(ids(list({ filter: 'important' }))).not.toContain(1)
    expect(ids(list({ filter: 'deleted' }))).toContain(1)

    expect(updateTask(req({}, { task: { ...before, isDeleted: false } }))[0]).toBe(200)
    expect(ids(list())).toContain(1)
  })

  it('delete-task answers 404 for an unknown id', () => {
    expect(deleteTask(req({ taskId: 404 }))[0]).toBe(404)
  })

  it('reorder stores the new manual order', () => {
    expect(reorderTasks(req({}, { ids: [2, 1] }))[0]).toBe(200)
    expect(ids(list()).slice(0, 2)).toEqual([2, 1])
  })

  it('reordering a filtered list leaves the other tasks in place', () => {
    // important, not deleted: 1, 5, 6 → 6, 1, 5
    expect(reorderTasks(req({}, { ids: [6, 1, 5] }))[0]).toBe(200)
    expect(ids(todoDb.tasks)).toEqual([6, 2, 3, 4, 1, 5, 7, 8, 9, 10, 11, 12])
  })

  it('reorder rejects unknown or repeated ids', () => {
    expect(reorderTasks(req({}, { ids: [1, 1] }))[0]).toBe(400)
    expect(reorderTasks(req({}, { ids: [1, 99] }))[0]).toBe(404)
    expect(reorderTasks(req({}, {}))[0]).toBe(400)
  })
})
