// FAQ and knowledge base (spec §7 FAQ):
//   GET /faq/data?q                               → 200 { sections }  questions whose question or answer holds q;
//                                                   sections left without questions are dropped
//   GET /faq/data/knowledge_base?q                → 200 { cards }     cards whose title or description holds q
//   GET /faq/data/category?category=slug          → 200 { category, groups }               404 unknown category
//   GET /faq/data/question?category=slug&question=slug → 200 { category, question }       404 unknown question
// Bad input (q too long or not text, a malformed slug) → 400 { error }.
import type MockAdapter from 'axios-mock-adapter'
import {
  FAQ_PATHS,
  faqQuerySchema,
  slugSchema,
  type FaqResponse,
  type KnowledgeBaseCategoryResponse,
  type KnowledgeBaseQuestionResponse,
  type KnowledgeBaseResponse
} from '@/contracts/faq'
import { on, type MockRequest, type MockResponse } from '../mock'
import { faqSections, knowledgeBase } from './data'

const bad = (message: string): MockResponse => [400, { error: message }]

/** The search text, lower-cased, or the message of why it is refused. */
function needleOf(request: MockRequest): { needle: string } | { error: string } {
  const parsed = faqQuerySchema.safeParse(request.params.q ?? undefined)
  if (!parsed.success) return { error: parsed.error.issues[0].message }
  return { needle: parsed.data.trim().toLowerCase() }
}

export function getFaq(request: MockRequest): MockResponse {
  const q = needleOf(request)
  if ('error' in q) return bad(q.error)
  const sections = faqSections
    .map((section) => ({
      ...section,
      questions: section.questions.filter(
        (entry) =>
          !q.needle ||
          entry.question.toLowerCase().includes(q.needle) ||
          entry.answer.toLowerCase().includes(q.needle)
      )
    }))
    .filter((section) => section.questions.length > 0)
  const body: FaqResponse = { sections }
  return [200, body]
}

export function getKnowledgeBase(request: MockRequest): MockResponse {
  const q = needleOf(request)
  if ('error' in q) return bad(q.error)
  const cards = knowledgeBase
    .map((entry) => entry.card)
    .filter(
      (card) =>
        !q.needle || card.title.toLowerCase().includes(q.needle) || card.desc.toLowerCase().includes(q.needle)
    )
  const body: KnowledgeBaseResponse = { cards }
  return [200, body]
}

function categoryOf(request: MockRequest) {
  const slug = slugSchema('category').safeParse(request.params.category)
  if (!slug.success) return { response: bad(slug.error.issues[0].message) }
  const category = knowledgeBase.find((entry) => entry.card.category === slug.data)
  if (!category)
    return { response: [404, { error: 'This knowledge-base category does not exist.' }] as MockResponse }
  return { category }
}

export function getCategory(request: MockRequest): MockResponse {
  const found = categoryOf(request)
  if (!found.category) return found.response
  const { card, groups } = found.category
  const body: KnowledgeBaseCategoryResponse = { category: { slug: card.category, title: card.title }, groups }
  return [200, body]
}

export function getQuestion(request: MockRequest): MockResponse {
  const found = categoryOf(request)
  if (!found.category) return found.response
  const slug = slugSchema('question').safeParse(request.params.question)
  if (!slug.success) return bad(slug.error.issues[0].message)
  const { card, questions } = found.category
  const entry = questions.find((q) => q.slug === slug.data)
  if (!entry) return [404, { error: 'This question does not exist in this category.' }]
  const relatedQuestions = questions
    .filter((q) => q.id !== entry.id)
    .sort((a, b) => Number(b.groupId === entry.groupId) - Number(a.groupId === entry.groupId))
    .slice(0, 5)
    .map((q) => ({ id: q.id, question: q.question, slug: q.slug }))
  const body: KnowledgeBaseQuestionResponse = {
    category: { slug: card.category, title: card.title },
    question: {
      title: entry.question,
      lastUpdated: entry.lastUpdated,
      relatedQuestions,
      content: entry.content
    }
  }
  return [200, body]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', FAQ_PATHS.knowledgeBase, getKnowledgeBase)
  on(mock, 'get', FAQ_PATHS.category, getCategory)
  on(mock, 'get', FAQ_PATHS.question, getQuestion)
  on(mock, 'get', FAQ_PATHS.faq, getFaq)
}
