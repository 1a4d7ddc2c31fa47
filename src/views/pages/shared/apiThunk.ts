// A thunk around one call of a page's API module: it resolves to the answer or rejects with the server's sentence,
// so screens show `error` as it comes (CONVENTIONS.md "Data": thunks call the feature's API module).
import { errorMessage } from '@/auth/http'
import { createAppAsyncThunk } from '@/redux/hooks'

export function apiThunk<Arg, Result>(type: string, call: (arg: Arg) => Promise<Result>) {
  return createAppAsyncThunk(type, async (arg: Arg, { rejectWithValue }) => {
    try {
      return await call(arg)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  })
}
