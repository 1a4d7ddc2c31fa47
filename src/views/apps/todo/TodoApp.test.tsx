import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetTodoDb, todoDb } from '@/@fake-db/todo/data'
import { renderWithProviders } from '@/test/renderWithProviders'
import TodoApp from './TodoApp'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetTodoDb())

const renderTodo = (route = '/apps/todo') =>
  renderWithProviders(<TodoApp />, {
    route,
    path: route.startsWith('/apps/todo/tag/')
      ? '/apps/todo/tag/:tag'
      : route === '/apps/todo'
        ? '/apps/todo'
        : '/apps/todo/:filter'
  })

const taskList = () => screen.findByRole('list', { name: 'Tasks' })
const titles = async () =>
  within(await taskList())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.todo-title')?.textContent)

describe('TodoApp', { timeout: 20_000 }, () => {
  it('lists the tasks that are not deleted', async () => {
    renderTodo()
    expect(await titles()).toHaveLength(10)
    expect(screen.queryByText('Clean up duplicate podcast episodes')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'My tasks' })).toBeInTheDocument()
  })

  it('shows only the deleted tasks under Deleted, and the tagged ones under a tag', async () => {
    const { unmount } = renderTodo('/apps/todo/deleted')
    expect(await titles()).toEqual([
      'Clean up duplicate podcast episodes',
      'Update the genre list for the winter campaign'
    ])
    unmount()
    renderTodo('/apps/todo/tag/low')
    expect(await titles()).toEqual(['Plan the artist onboarding workshop'])
  })

  it('completing a task ticks it at once and saves it', async () => {
    const { user } = renderTodo()
    await taskList()
    const checkbox = screen.getByRole('checkbox', { name: 'Completed: Plan the artist onboarding workshop' })
    expect(checkbox).not.toBeChecked()
    await user.click(checkbox)
    expect(checkbox).toBeChecked()
    await waitFor(() => expect(todoDb.tasks.find((t) => t.id === 4)?.isCompleted).toBe(true))
    expect(
      screen.getByRole('checkbox', { name: 'Completed: Plan the artist onboarding workshop' })
    ).toBeChecked()
  })

  it('starring a task marks it important at once and saves it', async () => {
    const { user } = renderTodo()
    await taskList()
    const star = screen.getByRole('button', { name: 'Important: Prepare the monthly royalties report' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(todoDb.tasks.find((t) => t.id === 8)?.isImportant).toBe(true))
  })

  it('searches titles', async () => {
    const { user } = renderTodo()
    await taskList()
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'royalties')
    await waitFor(async () => expect(await titles()).toEqual(['Prepare the monthly royalties report']))
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), ' nope')
    expect(await screen.findByText('No task matches your search.')).toBeInTheDocument()
  })

  it('sorts by title', async () => {
    const { user } = renderTodo()
    await taskList()
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title (A to Z)')
    await waitFor(async () => expect((await titles())[0]).toBe('Answer the label partnership emails'))
    // Dragging only makes sense in the manual order.
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument()
  })

  it('asks for a title before adding a task, then adds it', async () => {
    const { user } = renderTodo()
    await taskList()
    await user.click(screen.getByRole('button', { name: 'Add task' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('Enter a title for the task.')).toBeInTheDocument()
    expect(todoDb.tasks).toHaveLength(12)

    await user.type(within(dialog).getByLabelText('Title'), 'Book the studio for the live session')
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), 'Elif Demir')
    await user.click(within(dialog).getByLabelText('High'))
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await waitFor(async () => expect((await titles())[0]).toBe('Book the studio for the live session'))
    expect(todoDb.tasks[0]).toMatchObject({
      title: 'Book the studio for the live session',
      assignee: { fullName: 'Elif Demir' },
      tags: ['high'],
      isDeleted: false
    })
  })

  it('edits a task in the side panel', async () => {
    const { user } = renderTodo()
    await taskList()
    await user.click(screen.getByRole('button', { name: 'Test the new lyrics editor' }))
    const dialog = await screen.findByRole('dialog')
    const title = within(dialog).getByLabelText('Title')
    expect(title).toHaveValue('Test the new lyrics editor')
    await user.clear(title)
    await user.type(title, 'Test the lyrics editor on tablets')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Test the lyrics editor on tablets' })).toBeInTheDocument()
    )
    // The list shows the edit at once (optimistic), before the request reaches the fake database.
    await waitFor(() =>
      expect(todoDb.tasks.find((t) => t.id === 9)?.title).toBe('Test the lyrics editor on tablets')
    )
  })

  it('asks before deleting, and deleting only moves the task to Deleted', async () => {
    const { user } = renderTodo()
    await taskList()
    await user.click(screen.getByRole('button', { name: 'Review the summer playlist pitches' }))
    const panel = await screen.findByRole('dialog')
    await user.click(within(panel).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this task?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete task' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Review the summer playlist pitches' })
      ).not.toBeInTheDocument()
    )
    expect(todoDb.tasks).toHaveLength(12)
    expect(todoDb.tasks.find((t) => t.id === 1)).toMatchObject({ isDeleted: true, isImportant: true })
  })

  it('restores a deleted task from Deleted', async () => {
    const { user } = renderTodo('/apps/todo/deleted')
    await taskList()
    await user.click(screen.getByRole('button', { name: 'Clean up duplicate podcast episodes' }))
    const panel = await screen.findByRole('dialog')
    await user.click(within(panel).getByRole('button', { name: 'Restore' }))
    await waitFor(async () =>
      expect(await titles()).toEqual(['Update the genre list for the winter campaign'])
    )
    expect(todoDb.tasks.find((t) => t.id === 7)?.isDeleted).toBe(false)
  })
})
