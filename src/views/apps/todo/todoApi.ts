// The todo app's calls (paths documented in src/@fake-db/todo/handlers.ts).
import { http } from '@/auth/http'
import type { TaskInput, TaskQuery, TodoTask } from '@/contracts/todo'

export async function fetchTasksRequest(query: TaskQuery): Promise<TodoTask[]> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))
  const { data } = await http.get<{ tasks: TodoTask[] }>('/apps/todo/tasks', { params })
  return data.tasks
}

export async function addTaskRequest(task: TaskInput): Promise<TodoTask> {
  const { data } = await http.post<{ task: TodoTask }>('/apps/todo/add-tasks', { task })
  return data.task
}

export async function updateTaskRequest(task: TodoTask): Promise<TodoTask> {
  const { data } = await http.post<{ task: TodoTask }>('/apps/todo/update-task', { task })
  return data.task
}

export async function deleteTaskRequest(taskId: number): Promise<TodoTask> {
  const { data } = await http.delete<{ task: TodoTask }>('/apps/todo/delete-task', { params: { taskId } })
  return data.task
}

export async function reorderTasksRequest(ids: number[]): Promise<void> {
  await http.post('/apps/todo/reorder', { ids })
}
