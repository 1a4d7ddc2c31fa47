// Todo state (spec §3): the visible tasks, the query that produced them, the loading flag (spec §4) and the last error.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage } from '@/auth/http'
import type { TaskInput, TaskQuery, TodoTask } from '@/contracts/todo'
import {
  addTaskRequest,
  deleteTaskRequest,
  fetchTasksRequest,
  reorderTasksRequest,
  updateTaskRequest
} from './todoApi'

type TodoState = {
  tasks: TodoTask[]
  params: TaskQuery
  loading: boolean
  loaded: boolean
  error: string | null
}

const initialState: TodoState = { tasks: [], params: {}, loading: false, loaded: false, error: null }

export const fetchTasks = createAppAsyncThunk(
  'todo/fetchTasks',
  async (query: TaskQuery, { rejectWithValue }) => {
    try {
      return await fetchTasksRequest(query)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

const refetch = createAppAsyncThunk('todo/refetch', async (_: void, { dispatch, getState }) => {
  await dispatch(fetchTasks(getState().todo?.params ?? {}))
})

export const addTask = createAppAsyncThunk(
  'todo/addTask',
  async (task: TaskInput, { dispatch, rejectWithValue }) => {
    try {
      const created = await addTaskRequest(task)
      await dispatch(refetch())
      return created
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Saves a whole task; the list shows the change at once and is reloaded after (a filter may now hide the task). */
export const updateTask = createAppAsyncThunk(
  'todo/updateTask',
  async (task: TodoTask, { dispatch, rejectWithValue }) => {
    try {
      const saved = await updateTaskRequest(task)
      await dispatch(refetch())
      return saved
    } catch (error) {
      await dispatch(refetch())
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deleteTask = createAppAsyncThunk(
  'todo/deleteTask',
  async (taskId: number, { dispatch, rejectWithValue }) => {
    try {
      const task = await deleteTaskRequest(taskId)
      await dispatch(refetch())
      return task
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const reorderTasks = createAppAsyncThunk(
  'todo/reorderTasks',
  async (ids: number[], { dispatch, rejectWithValue }) => {
    try {
      await reorderTasksRequest(ids)
    } catch (error) {
      await dispatch(refetch())
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const todoSlice = createSlice({
  name: 'todo',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTasks.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchTasks.fulfilled, (state, action) => {
        // An older request answering late must not replace the list of the newer query.
        if (JSON.stringify(action.meta.arg) !== JSON.stringify(state.params)) return
        state.loading = false
        state.loaded = true
        state.tasks = action.payload
      })
      .addCase(fetchTasks.rejected, (state, action) => {
        if (JSON.stringify(action.meta.arg) !== JSON.stringify(state.params)) return
        state.loading = false
        state.error = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(updateTask.pending, (state, action) => {
        const task = action.meta.arg
        state.tasks = state.tasks.map((t) => (t.id === task.id ? task : t))
      })
      .addCase(reorderTasks.pending, (state, action) => {
        const order = action.meta.arg
        const byId = new Map(state.tasks.map((t) => [t.id, t]))
        const moved = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
        const rest = state.tasks.filter((t) => !order.includes(t.id))
        state.tasks = [...moved, ...rest]
      })
  },
  selectors: {
    selectTasks: (state) => state.tasks,
    selectTodoLoading: (state) => state.loading,
    selectTodoLoaded: (state) => state.loaded,
    selectTodoError: (state) => state.error,
    selectTodoParams: (state) => state.params
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof todoSlice> {}
}

const injected = todoSlice.injectInto(rootReducer)
export const { selectTasks, selectTodoLoading, selectTodoLoaded, selectTodoError, selectTodoParams } =
  injected.selectors
