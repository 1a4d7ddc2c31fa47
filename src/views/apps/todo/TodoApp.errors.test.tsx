import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import type { TodoTask } from '@/contracts/todo'
import TodoApp from './TodoApp'
import { fetchTasksRequest } from './todoApi'

vi.mock('./todoApi', () => ({
  fetchTasksRequest: vi.fn(),
  addTaskRequest: vi.fn(),
  updateTaskRequest: vi.fn(),
  deleteTaskRequest: vi.fn(),
  reorderTasksRequest: vi.fn()
}))

const task: TodoTask = {
  id: 1,
  title: 'Check the loudness of the new releases',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false
}

describe('TodoApp when the tasks cannot be loaded', () => {
  it('says so and loads them again on request', async () => {
    vi.mocked(fetchTasksRequest).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([task])
    const { user } = renderWithProviders(<TodoApp />, { route: '/apps/todo', path: '/apps/todo' })
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: task.title })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument()
  })

  it('shows the empty state when there is no task', async () => {
    vi.mocked(fetchTasksRequest).mockResolvedValue([])
    renderWithProviders(<TodoApp />, { route: '/apps/todo', path: '/apps/todo' })
    expect(await screen.findByText('No tasks here. Enjoy the quiet or add a new one.')).toBeInTheDocument()
  })
})
