// FAQ and knowledge base (spec §3 "Knowledge-base card", "FAQ category", "FAQ question"; spec §7 FAQ), shared by
// the screens and the fake database.
import { z } from 'zod'

export const FAQ_PATHS = {
  faq: '/faq/data',
  knowledgeBase: '/faq/data/knowledge_base',
  category: '/faq/data/category',
  question: '/faq/data/question'
} as const

/** Icon names the screens draw (lucide); data carries names, never components. */
export const FAQ_ICONS = [
  'credit-card',
  'music',
  'list-music',
  'user',
  'shield',
  'upload',
  'bar-chart',
  'settings',
  'help-circle',
  'headphones',
  'key',
  'radio'
] as const
export type FaqIcon = (typeof FAQ_ICONS)[number]
export const FAQ_COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const
export type FaqColor = (typeof FAQ_COLORS)[number]

/** The longest search text the FAQ and knowledge-base searches accept. */
export const FAQ_QUERY_MAX = 100
export const faqQuerySchema = z
  .string({ message: 'Send the search text as one string.' })
  .max(FAQ_QUERY_MAX, `Search text has at most ${FAQ_QUERY_MAX} characters.`)
  .optional()
  .default('')

/** One section of the FAQ page with its questions and answers (plain text). */
export type FaqSection = {
  id: string
  title: string
  subtitle: string
  icon: FaqIcon
  questions: { id: number; question: string; answer: string }[]
}
export type FaqResponse = { sections: FaqSection[] }

/** A card of the knowledge-base grid; `category` is the slug of its category page. */
export type KnowledgeBaseCard = { id: number; category: string; img: string; title: string; desc: string }
export type KnowledgeBaseResponse = { cards: KnowledgeBaseCard[] }

/** A group of questions on a category page. */
export type FaqCategory = {
  id: number
  title: string
  icon: FaqIcon
  iconColor: FaqColor
  questions: { id: number; question: string; slug: string }[]
}
export type KnowledgeBaseCategoryResponse = {
  category: { slug: string; title: string }
  groups: FaqCategory[]
}

export type FaqQuestion = {
  title: string
  /** ISO date (yyyy-mm-dd). */
  lastUpdated: string
  relatedQuestions: { id: number; question: string; slug: string }[]
  /** HTML; rendered only after sanitizing. */
  content: string
}
export type KnowledgeBaseQuestionResponse = {
  category: { slug: string; title: string }
  question: FaqQuestion
}

export const slugSchema = (what: string) =>
  z
    .string({ message: `Say which ${what}.` })
    .trim()
    .min(1, `Say which ${what}.`)
    .max(80, `A ${what} name has at most 80 characters.`)
    .regex(/^[a-z0-9-]+$/, `A ${what} name uses lower-case letters, digits and dashes.`)
