// The user list of spec §3 (data, total, params, allData, selectedUser) with loading and its calls.
import { createSlice, original, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import { userListQuery, type AdminUser, type UserInput, type UserListParams } from '@/contracts/music'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import { deleteUserById, fetchUserById, fetchUserPage, saveUser } from './usersApi'

export const DEFAULT_USER_PARAMS: UserListParams = userListQuery.defaults

export type UsersState = {
  data: AdminUser[]
  total: number
  params: UserListParams
  allData: AdminUser[]
  selectedUser: AdminUser | null
  loading: boolean
  error: string | null
  selectedLoading: boolean
  selectedError: string | null
}

const initialState: UsersState = {
  data: [],
  total: 0,
  params: DEFAULT_USER_PARAMS,
  allData: [],
  selectedUser: null,
  loading: false,
  error: null,
  selectedLoading: false,
  selectedError: null
}

export const fetchUsers = createAppAsyncThunk(
  'users/fetchUsers',
  async (params: UserListParams, { signal, rejectWithValue }) => {
    try {
      return await fetchUserPage(params, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchUser = createAppAsyncThunk(
  'users/fetchUser',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return await fetchUserById(id, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const saveUserThunk = createAppAsyncThunk(
  'users/saveUser',
  async ({ id, input }: { id?: number; input: UserInput }, { dispatch, getState, rejectWithValue }) => {
    try {
      const user = await saveUser(id, input)
      void dispatch(fetchUsers(injected.selectSlice(getState()).params))
      return user
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deleteUser = createAppAsyncThunk(
  'users/deleteUser',
  async (id: number, { dispatch, getState, rejectWithValue }) => {
    try {
      await deleteUserById(id)
      void dispatch(fetchUsers(injected.selectSlice(getState()).params))
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const usersSlice = createSlice({
  name: 'musicUsers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        if (action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.data = action.payload.data
        state.allData = action.payload.data
        state.total = action.payload.page_meta.total
      })
      .addCase(fetchUsers.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.error = action.payload ?? 'Error'
      })
      .addCase(fetchUser.pending, (state) => {
        state.selectedLoading = true
        state.selectedError = null
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.selectedLoading = false
        state.selectedUser = action.payload
      })
      .addCase(fetchUser.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.selectedLoading = false
        state.selectedError = action.payload ?? 'Error'
      })
      .addCase(saveUserThunk.fulfilled, (state, action) => {
        state.selectedUser = action.payload
      })
      .addCase(deleteUser.fulfilled, (state, action) => {
        state.data = state.data.filter((u) => u.id !== action.payload)
        if (state.selectedUser?.id === action.payload) state.selectedUser = null
      })
  },
  selectors: {
    selectUsers: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

const injected = usersSlice.injectInto(rootReducer)
export const { selectUsers } = injected.selectors
