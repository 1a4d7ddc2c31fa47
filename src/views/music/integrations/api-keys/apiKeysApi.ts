// The API keys' calls (/admin/v2/api_keys; the fake database's in demo mode), each as a thunk that rejects with the
// server's sentence.
import { errorMessage, http } from '@/auth/http'
import { API_KEY_PATH, type ApiKey, type ApiKeyInput, type CreatedApiKey } from '@/contracts/apiKeys'
import { createAppAsyncThunk } from '@/redux/hooks'

export const apiKeysApi = {
  async list(): Promise<ApiKey[]> {
    const { data } = await http.get<{ data: ApiKey[] }>(API_KEY_PATH)
    return data.data
  },
  async create(input: ApiKeyInput): Promise<CreatedApiKey> {
    const { data } = await http.post<CreatedApiKey>(API_KEY_PATH, input)
    return data
  },
  async remove(id: number): Promise<number> {
    await http.delete(`${API_KEY_PATH}/${id}`)
    return id
  }
}

function thunk<Arg, Result>(type: string, call: (arg: Arg) => Promise<Result>) {
  return createAppAsyncThunk(type, async (arg: Arg, { rejectWithValue }) => {
    try {
      return await call(arg)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  })
}

export const fetchApiKeys = thunk('integrations/apiKeys/list', (_: void) => apiKeysApi.list())
export const createApiKey = thunk('integrations/apiKeys/create', apiKeysApi.create)
export const deleteApiKey = thunk('integrations/apiKeys/delete', apiKeysApi.remove)
