// The todo demo app (spec §3 "Todo task", §4): shapes, filters and sorts shared by the screens and the fake database.
import { z } from 'zod'

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const
export type TodoTag = (typeof TODO_TAGS)[number]

/** Bootstrap colour of each tag's bullet and badge. */
export const TODO_TAG_COLORS: Record<TodoTag, string> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info'
}

export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const
export type TodoFilter = (typeof TODO_FILTERS)[number]

/** '' is the manual order (the order tasks were dragged into); the others are spec §4's sorts. */
export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TodoSort = (typeof TODO_SORTS)[number]

export type Assignee = { fullName: string; avatar: string | null }

/** The people a task can be assigned to. */
export const TODO_ASSIGNEES: Assignee[] = [
  { fullName: 'Amara Okafor', avatar: null },
  { fullName: 'Bruno Lindqvist', avatar: null },
  { fullName: 'Chen Wei', avatar: null },
  { fullName: 'Dalia Haddad', avatar: null },
  { fullName: 'Elif Demir', avatar: null },
  { fullName: 'Felix Moreau', avatar: null }
]

export type TodoTask = {
  id: number
  title: string
  /** yyyy-mm-dd, or '' when the task has no due date. */
  dueDate: string
  description: string
  assignee: Assignee | null
  tags: TodoTag[]
  isCompleted: boolean
  isDeleted: boolean
  isImportant: boolean
}

export const isTodoFilter = (value: unknown): value is TodoFilter =>
  TODO_FILTERS.includes(value as TodoFilter)
export const isTodoTag = (value: unknown): value is TodoTag => TODO_TAGS.includes(value as TodoTag)
export const isTodoSort = (value: unknown): value is TodoSort => TODO_SORTS.includes(value as TodoSort)

/** What the task form edits and the fake database accepts; messages are translation keys. */
export const taskInputSchema = z.object({
  title: z.string().trim().min(1, 'todo.errors.titleRequired').max(120, 'todo.errors.titleTooLong'),
  dueDate: z.union([z.literal(''), z.iso.date('todo.errors.dueDateInvalid')]),
  description: z.string().max(2000, 'todo.errors.descriptionTooLong'),
  assignee: z.object({ fullName: z.string(), avatar: z.string().nullable() }).nullable(),
  tags: z.array(z.enum(TODO_TAGS)),
  isCompleted: z.boolean(),
  isImportant: z.boolean()
})
export type TaskInput = z.infer<typeof taskInputSchema>

export const taskUpdateSchema = taskInputSchema.extend({
  id: z.number().int(),
  isDeleted: z.boolean()
})

export type TaskQuery = { q?: string; filter?: TodoFilter; tag?: TodoTag; sortBy?: TodoSort }
