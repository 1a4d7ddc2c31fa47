// Saving the view page's settings. The tabs keep what was saved; the next visit reads it back from the details.
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage } from '@/auth/http'
import { userSettingsApi, type NotificationRow } from './userSettingsApi'

export const saveNotifications = createAppAsyncThunk(
  'templateUsers/saveNotifications',
  async ({ id, notifications }: { id: number; notifications: NotificationRow[] }, { rejectWithValue }) => {
    try {
      return await userSettingsApi.saveNotifications(id, notifications)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const saveConnection = createAppAsyncThunk(
  'templateUsers/saveConnection',
  async ({ id, name, connected }: { id: number; name: string; connected: boolean }, { rejectWithValue }) => {
    try {
      return await userSettingsApi.saveConnection(id, name, connected)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)
