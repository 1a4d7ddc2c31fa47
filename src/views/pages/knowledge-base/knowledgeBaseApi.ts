// The knowledge base's calls to the fake database (spec §7 FAQ), through the one HTTP client.
import { http } from '@/auth/http'
import {
  FAQ_PATHS,
  type KnowledgeBaseCategoryResponse,
  type KnowledgeBaseQuestionResponse,
  type KnowledgeBaseResponse
} from '@/contracts/faq'
import { apiThunk } from '../shared/apiThunk'

export const knowledgeBaseApi = {
  async cards(q: string): Promise<KnowledgeBaseResponse> {
    const { data } = await http.get<KnowledgeBaseResponse>(FAQ_PATHS.knowledgeBase, {
      params: q ? { q } : {}
    })
    return data
  },
  async category(category: string): Promise<KnowledgeBaseCategoryResponse> {
    const { data } = await http.get<KnowledgeBaseCategoryResponse>(FAQ_PATHS.category, {
      params: { category }
    })
    return data
  },
  async question({ category, question }: { category: string; question: string }) {
    const { data } = await http.get<KnowledgeBaseQuestionResponse>(FAQ_PATHS.question, {
      params: { category, question }
    })
    return data
  }
}

export const fetchKnowledgeBase = apiThunk('knowledgeBase/fetchCards', knowledgeBaseApi.cards)
export const fetchKnowledgeBaseCategory = apiThunk('knowledgeBase/fetchCategory', knowledgeBaseApi.category)
export const fetchKnowledgeBaseQuestion = apiThunk('knowledgeBase/fetchQuestion', knowledgeBaseApi.question)
