// The API key page's calls (demo data from the fake database for now; see src/contracts/apiKeys.ts).
import { http } from '@/auth/http'
import { API_KEY_PATH, type ApiKey, type ApiKeyInput, type CreatedApiKey } from '@/contracts/apiKeys'
import { apiThunk } from '../shared/apiThunk'

export const apiKeyApi = {
  async list(_: void): Promise<ApiKey[]> {
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

export const fetchApiKeys = apiThunk('apiKey/list', apiKeyApi.list)
export const createApiKey = apiThunk('apiKey/create', apiKeyApi.create)
export const deleteApiKey = apiThunk('apiKey/delete', apiKeyApi.remove)
