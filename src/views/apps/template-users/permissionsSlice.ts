// Permissions table and role cards. Injected lazily, so it lives in this area's chunk.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage } from '@/auth/http'
import {
  PERMISSIONS_DEFAULT_PER_PAGE,
  type Permission,
  type PermissionListParams,
  type RoleCardData,
  type RoleGrants
} from '@/contracts/permissions'
import { permissionsApi } from './permissionsApi'

export type PermissionParams = Required<PermissionListParams>
export const DEFAULT_PERMISSION_PARAMS: PermissionParams = {
  q: '',
  page: 1,
  perPage: PERMISSIONS_DEFAULT_PER_PAGE,
  assignedTo: ''
}

type State = {
  data: Permission[]
  total: number
  params: PermissionParams
  allData: Permission[]
  loading: boolean
  error: string | null
  requestId: string | null
  roles: RoleCardData[]
  rolesStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  rolesError: string | null
}

const initialState: State = {
  data: [],
  total: 0,
  params: DEFAULT_PERMISSION_PARAMS,
  allData: [],
  loading: false,
  error: null,
  requestId: null,
  roles: [],
  rolesStatus: 'idle',
  rolesError: null
}

export const fetchPermissions = createAppAsyncThunk(
  'permissions/fetch',
  async (params: PermissionParams, { rejectWithValue }) => {
    try {
      return await permissionsApi.list(params)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

const reload = createAppAsyncThunk('permissions/reload', async (_: void, { dispatch, getState }) => {
  await dispatch(fetchPermissions(getState().permissions?.params ?? DEFAULT_PERMISSION_PARAMS))
})

export const addPermission = createAppAsyncThunk(
  'permissions/add',
  async ({ name, core }: { name: string; core: boolean }, { dispatch, rejectWithValue }) => {
    try {
      const permission = await permissionsApi.add(name, core)
      // The newest is first (spec §4): show page 1 with no filter hiding it.
      await dispatch(fetchPermissions(DEFAULT_PERMISSION_PARAMS))
      return permission
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const updatePermission = createAppAsyncThunk(
  'permissions/update',
  async ({ id, name }: { id: number; name: string }, { dispatch, rejectWithValue }) => {
    try {
      const permission = await permissionsApi.update(id, name)
      await dispatch(reload())
      return permission
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deletePermission = createAppAsyncThunk(
  'permissions/delete',
  async (id: number, { dispatch, rejectWithValue }) => {
    try {
      await permissionsApi.remove(id)
      await dispatch(reload())
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchRoles = createAppAsyncThunk(
  'permissions/fetchRoles',
  async (_: void, { rejectWithValue }) => {
    try {
      return await permissionsApi.roles()
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const saveRole = createAppAsyncThunk(
  'permissions/saveRole',
  async ({ id, name, grants }: { id?: number; name: string; grants: RoleGrants }, { rejectWithValue }) => {
    try {
      return id === undefined
        ? await permissionsApi.addRole(name, grants)
        : await permissionsApi.updateRole(id, name, grants)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPermissions.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
        state.requestId = action.meta.requestId
      })
      .addCase(fetchPermissions.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return
        state.loading = false
        state.data = action.payload.permissions
        state.total = action.payload.total
        state.allData = action.payload.allData
      })
      .addCase(fetchPermissions.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return
        state.loading = false
        state.error = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(fetchRoles.pending, (state) => {
        state.rolesStatus = 'loading'
        state.rolesError = null
      })
      .addCase(fetchRoles.fulfilled, (state, action) => {
        state.rolesStatus = 'loaded'
        state.roles = action.payload
      })
      .addCase(fetchRoles.rejected, (state, action) => {
        state.rolesStatus = 'failed'
        state.rolesError = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(saveRole.fulfilled, (state, action) => {
        const index = state.roles.findIndex((r) => r.id === action.payload.id)
        if (index >= 0) state.roles[index] = action.payload
        else state.roles.push(action.payload)
      })
  },
  selectors: {
    selectPermissions: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof permissionsSlice> {}
}

const injected = permissionsSlice.injectInto(rootReducer)
export const { selectPermissions } = injected.selectors
