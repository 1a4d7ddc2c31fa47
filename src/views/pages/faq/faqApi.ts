// The FAQ page's call to the fake database (spec §7 FAQ), through the one HTTP client.
import { http } from '@/auth/http'
import { FAQ_PATHS, type FaqResponse } from '@/contracts/faq'
import { apiThunk } from '../shared/apiThunk'

export const faqApi = {
  async search(q: string): Promise<FaqResponse> {
    const { data } = await http.get<FaqResponse>(FAQ_PATHS.faq, { params: q ? { q } : {} })
    return data
  }
}

export const fetchFaq = apiThunk('faq/fetch', faqApi.search)
