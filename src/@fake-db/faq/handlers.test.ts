// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type {
  FaqResponse,
  KnowledgeBaseCategoryResponse,
  KnowledgeBaseQuestionResponse,
  KnowledgeBaseResponse
} from '@/contracts/faq'
import type { MockRequest } from '../mock'
import { getCategory, getFaq, getKnowledgeBase, getQuestion } from './handlers'

const req = (params: Record<string, unknown> = {}): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body: undefined,
  headers: {}
})

describe('GET /faq/data', () => {
  it('answers every section with icons and its questions and answers', () => {
    const [status, body] = getFaq(req())
    expect(status).toBe(200)
    const { sections } = body as FaqResponse
    expect(sections.map((s) => s.id)).toEqual([
      'billing',
      'catalogue',
      'playlists',
      'account',
      'security',
      'listening'
    ])
    for (const section of sections) {
      expect(section).toMatchObject({
        title: expect.any(String),
        subtitle: expect.any(String),
        icon: expect.any(String)
      })
      expect(section.questions.length).toBeGreaterThan(0)
    }
  })

  it('keeps only the questions whose question or answer holds q, case-insensitively, and drops empty sections', () => {
    const { sections } = getFaq(req({ q: 'REFUND' }))[1] as FaqResponse
    expect(sections.map((s) => s.id)).toEqual(['billing'])
    expect(sections[0].questions.map((q) => q.question)).toEqual(['How do refunds work?'])
    // "30 seconds" appears only in an answer.
    const byAnswer = (getFaq(req({ q: '30 seconds' }))[1] as FaqResponse).sections
    expect(byAnswer.flatMap((s) => s.questions.map((q) => q.id))).toEqual([16])
  })

  it('answers an empty list when nothing matches', () => {
    expect(getFaq(req({ q: 'zebra crossing' }))).toEqual([200, { sections: [] }])
  })

  it('refuses a search that is too long or not text', () => {
    expect(getFaq(req({ q: 'x'.repeat(101) }))).toEqual([
      400,
      { error: 'Search text has at most 100 characters.' }
    ])
    expect(getFaq(req({ q: ['a', 'b'] }))).toEqual([400, { error: 'Send the search text as one string.' }])
  })
})

describe('GET /faq/data/knowledge_base', () => {
  it('answers the cards with id, category, img, title and desc', () => {
    const { cards } = getKnowledgeBase(req())[1] as KnowledgeBaseResponse
    expect(cards).toHaveLength(6)
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(['category', 'desc', 'id', 'img', 'title'])
      expect(card.img).toMatch(/^data:image\/svg\+xml/)
    }
  })

  it('filters the cards by title or description', () => {
    const titles = (q: string) =>
      (getKnowledgeBase(req({ q }))[1] as KnowledgeBaseResponse).cards.map((c) => c.title)
    expect(titles('playlist')).toEqual(['Playlists & curation'])
    expect(titles('PASSWORDS')).toEqual(['Account & security'])
    expect(titles('nothing like this')).toEqual([])
    expect(getKnowledgeBase(req({ q: 'x'.repeat(101) }))[0]).toBe(400)
  })
})

describe('GET /faq/data/category', () => {
  it('answers the groups of a category, each with icon, colour and question slugs', () => {
    const [status, body] = getCategory(req({ category: 'account-security' }))
    expect(status).toBe(200)
    const { category, groups } = body as KnowledgeBaseCategoryResponse
    expect(category).toEqual({ slug: 'account-security', title: 'Account & security' })
    expect(groups.map((g) => g.title)).toEqual(['Your password', 'Access'])
    expect(groups[0]).toMatchObject({ icon: 'key', iconColor: 'danger' })
    expect(groups[0].questions[0]).toEqual({
      id: expect.any(Number),
      question: 'How do I change my password?',
      slug: 'how-do-i-change-my-password'
    })
  })

  it('answers 404 for an unknown category and 400 for a malformed or missing one', () => {
    expect(getCategory(req({ category: 'cooking' }))).toEqual([
      404,
      { error: 'This knowledge-base category does not exist.' }
    ])
    expect(getCategory(req({ category: '../etc' }))).toEqual([
      400,
      { error: 'A category name uses lower-case letters, digits and dashes.' }
    ])
    expect(getCategory(req())).toEqual([400, { error: 'Say which category.' }])
  })
})

describe('GET /faq/data/question', () => {
  it('answers the title, last update, related questions and the answer HTML', () => {
    const [status, body] = getQuestion(
      req({ category: 'account-security', question: 'how-do-i-change-my-password' })
    )
    expect(status).toBe(200)
    const { category, question } = body as KnowledgeBaseQuestionResponse
    expect(category.title).toBe('Account & security')
    expect(question.title).toBe('How do I change my password?')
    expect(question.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(question.content).toContain('<ol><li>Open Account settings.</li>')
    // Related: the rest of its own group first, never the question itself.
    expect(question.relatedQuestions.map((q) => q.question).slice(0, 2)).toEqual([
      'What happens to my other devices after a password change?',
      'I forgot my password. What now?'
    ])
    expect(question.relatedQuestions.some((q) => q.slug === 'how-do-i-change-my-password')).toBe(false)
  })

  it('answers 404 for a question of another category', () => {
    expect(getQuestion(req({ category: 'payments', question: 'how-do-i-change-my-password' }))[0]).toBe(404)
    expect(getQuestion(req({ category: 'payments' }))).toEqual([400, { error: 'Say which question.' }])
  })
})
