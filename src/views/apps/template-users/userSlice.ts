// The template user list and the user being viewed. Injected lazily, so it lives in the user screens' chunk.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage, isAxiosError } from '@/auth/http'
import {
  TEMPLATE_USER_DEFAULT_PER_PAGE,
  type NewTemplateUser,
  type TemplateUser,
  type TemplateUserListParams,
  type TemplateUserStatus,
  type UserDetails
} from '@/contracts/templateUsers'
import { userApi } from './userApi'

export type UserListParams = Required<TemplateUserListParams>

export const DEFAULT_USER_PARAMS: UserListParams = {
  q: '',
  page: 1,
  perPage: TEMPLATE_USER_DEFAULT_PER_PAGE,
  role: '',
  status: '',
  currentPlan: '',
  sort: 'asc',
  sortColumn: 'fullName'
}

type ViewState = {
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed'
  error: string | null
  details: UserDetails | null
}

type UserAppState = {
  data: TemplateUser[]
  total: number
  params: UserListParams
  allData: TemplateUser[]
  selectedUser: TemplateUser | null
  loading: boolean
  error: string | null
  /** The latest list request; an older, slower answer is ignored. */
  requestId: string | null
  view: ViewState
}

const initialState: UserAppState = {
  data: [],
  total: 0,
  params: DEFAULT_USER_PARAMS,
  allData: [],
  selectedUser: null,
  loading: false,
  error: null,
  requestId: null,
  view: { status: 'idle', error: null, details: null }
}

export const fetchUsers = createAppAsyncThunk(
  'templateUsers/fetchUsers',
  async (params: UserListParams, { rejectWithValue }) => {
    try {
      return await userApi.list(params)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchAllUsers = createAppAsyncThunk(
  'templateUsers/fetchAll',
  async (_: void, { rejectWithValue }) => {
    try {
      return await userApi.allData()
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Reloads the current page and the totals after a change. */
const refresh = createAppAsyncThunk('templateUsers/refresh', async (_: void, { dispatch, getState }) => {
  const params = getState().templateUsers?.params ?? DEFAULT_USER_PARAMS
  await Promise.all([dispatch(fetchUsers(params)), dispatch(fetchAllUsers())])
})

export const addUser = createAppAsyncThunk(
  'templateUsers/add',
  async (user: NewTemplateUser, { dispatch, rejectWithValue }) => {
    try {
      const created = await userApi.add(user)
      await dispatch(refresh())
      return created
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const updateUser = createAppAsyncThunk(
  'templateUsers/update',
  async ({ id, user }: { id: number; user: NewTemplateUser }, { rejectWithValue }) => {
    try {
      return await userApi.update(id, user)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deleteUser = createAppAsyncThunk(
  'templateUsers/delete',
  async (id: number, { dispatch, rejectWithValue }) => {
    try {
      await userApi.remove(id)
      await dispatch(refresh())
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchUser = createAppAsyncThunk(
  'templateUsers/fetchUser',
  async (id: number, { rejectWithValue }) => {
    try {
      const [user, details] = await Promise.all([userApi.get(id), userApi.details(id)])
      return { user, details }
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 404) return rejectWithValue('notFound')
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const setUserStatus = createAppAsyncThunk(
  'templateUsers/setStatus',
  async ({ id, status }: { id: number; status: TemplateUserStatus }, { rejectWithValue }) => {
    try {
      return await userApi.setStatus(id, status)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const userSlice = createSlice({
  name: 'templateUsers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
        state.requestId = action.meta.requestId
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return
        state.loading = false
        state.data = action.payload.users
        state.total = action.payload.total
      })
      .addCase(fetchUsers.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return
        state.loading = false
        state.error = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(fetchAllUsers.fulfilled, (state, action) => {
        state.allData = action.payload
      })
      .addCase(fetchUser.pending, (state) => {
        state.view = { status: 'loading', error: null, details: null }
        state.selectedUser = null
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.selectedUser = action.payload.user
        state.view = { status: 'loaded', error: null, details: action.payload.details }
      })
      .addCase(fetchUser.rejected, (state, action) => {
        state.view = {
          status: action.payload === 'notFound' ? 'notFound' : 'failed',
          error: action.payload === 'notFound' ? null : (action.payload ?? null),
          details: null
        }
      })
      .addCase(updateUser.fulfilled, (state, action) => {
        if (state.selectedUser?.id === action.payload.id) state.selectedUser = action.payload
        state.data = state.data.map((u) => (u.id === action.payload.id ? action.payload : u))
      })
      .addCase(setUserStatus.fulfilled, (state, action) => {
        if (state.selectedUser?.id === action.payload.id) state.selectedUser = action.payload
      })
  },
  selectors: {
    selectUserList: (state) => state,
    selectSelectedUser: (state) => state.selectedUser,
    selectUserView: (state) => state.view
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof userSlice> {}
}

const injected = userSlice.injectInto(rootReducer)
export const { selectUserList, selectSelectedUser, selectUserView } = injected.selectors
