// Email app endpoints (spec §7 Email). Paths beyond the spec: POST /apps/email/send (compose) and
// POST /apps/email/reply (adds a reply to a mail's thread); both answer 201.
import type MockAdapter from 'axios-mock-adapter'
import { z } from 'zod'
import { on, type MockRequest, type MockResponse } from '../mock'
import {
  EMAIL_LABELS,
  EMAIL_VIEWS,
  composeSchema,
  emailUpdateSchema,
  splitAddresses,
  type Email,
  type EmailsMeta
} from '@/contracts/email'
import { ME, emailDb } from './data'

const NOT_FOUND: MockResponse = [404, { error: 'Email not found.' }]

const newestFirst = (a: Email, b: Email) => b.time.localeCompare(a.time) || b.id - a.id

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Which mails a folder or label view shows: trash shows only trash, starred the starred ones outside trash, every other view excludes trash. */
function inView(email: Email, folder: string, label: string): boolean {
  if (label) return email.folder !== 'trash' && email.labels.includes(label as Email['labels'][number])
  if (folder === 'trash') return email.folder === 'trash'
  if (folder === 'starred') return email.isStarred
  return email.folder === folder
}

function viewList(folder: string, label: string, q = ''): Email[] {
  const query = q.trim().toLowerCase()
  return emailDb.emails
    .filter(
      (email) => (email.folder !== 'trash' || (folder === 'trash' && !label)) && inView(email, folder, label)
    )
    .filter((email) => email.subject.toLowerCase().includes(query))
    .sort(newestFirst)
}

export function emailsMeta(): EmailsMeta {
  const emails = emailDb.emails
  return {
    inbox: emails.filter((e) => e.folder === 'inbox' && !e.isRead).length,
    spam: emails.filter((e) => e.folder === 'spam' && !e.isRead).length,
    draft: emails.filter((e) => e.folder === 'draft').length
  }
}

export function getEmails(req: MockRequest): MockResponse {
  const folder = text(req.params.folder) || 'inbox'
  const label = text(req.params.label)
  if (!(EMAIL_VIEWS as readonly string[]).includes(folder))
    return [400, { error: `Unknown folder "${folder}".` }]
  if (label && !(EMAIL_LABELS as readonly string[]).includes(label))
    return [400, { error: `Unknown label "${label}".` }]
  return [200, { emails: viewList(folder, label, text(req.params.q)), emailsMeta: emailsMeta() }]
}

const idsSchema = z.array(z.number().int()).min(1)

function body(req: MockRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
}

export function updateEmails(req: MockRequest): MockResponse {
  const ids = idsSchema.safeParse(body(req).emailIds)
  const update = emailUpdateSchema.safeParse(body(req).dataToUpdate ?? {})
  if (!ids.success) return [400, { error: 'emailIds must be a non-empty list of ids.' }]
  if (!update.success) return [400, { error: 'dataToUpdate has a field that cannot be changed.' }]
  const updated = emailDb.emails.filter((e) => ids.data.includes(e.id))
  for (const email of updated) Object.assign(email, update.data)
  return [200, { emails: updated }]
}

export function updateEmailsLabel(req: MockRequest): MockResponse {
  const ids = idsSchema.safeParse(body(req).emailIds)
  const label = z.enum(EMAIL_LABELS).safeParse(body(req).label)
  if (!ids.success) return [400, { error: 'emailIds must be a non-empty list of ids.' }]
  if (!label.success) return [400, { error: 'label must be one of private, company, important, personal.' }]
  const updated = emailDb.emails.filter((e) => ids.data.includes(e.id))
  for (const email of updated) {
    email.labels = email.labels.includes(label.data)
      ? email.labels.filter((l) => l !== label.data)
      : [...email.labels, label.data]
  }
  return [200, { emails: updated }]
}

/** The list the mail is read from: the view given by folder/label, else the mail's own folder. */
function contextFor(email: Email, req: MockRequest): Email[] {
  const label = text(req.params.label)
  const folder = text(req.params.folder) || email.folder
  const list = viewList(folder, label)
  return list.some((e) => e.id === email.id) ? list : viewList(email.folder, '')
}

function withNeighbours(email: Email, list: Email[]): Email {
  const index = list.findIndex((e) => e.id === email.id)
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index >= 0 && index < list.length - 1 }
}

export function getEmail(req: MockRequest): MockResponse {
  const id = Number(req.params.id)
  const email = emailDb.emails.find((e) => e.id === id)
  if (!email) return NOT_FOUND
  return [200, withNeighbours(email, contextFor(email, req))]
}

/** previous = the newer neighbour in the list, next = the older one. */
export function paginateEmail(req: MockRequest): MockResponse {
  const dir = text(req.params.dir)
  if (dir !== 'previous' && dir !== 'next') return [400, { error: 'dir must be previous or next.' }]
  const email = emailDb.emails.find((e) => e.id === Number(req.params.emailId))
  if (!email) return NOT_FOUND
  const list = contextFor(email, req)
  const neighbour = list[list.findIndex((e) => e.id === email.id) + (dir === 'next' ? 1 : -1)]
  if (!neighbour) return NOT_FOUND
  return [200, withNeighbours(neighbour, list)]
}

const nextId = () => Math.max(0, ...emailDb.emails.map((e) => e.id)) + 1
const now = () => new Date().toISOString()
const recipients = (value: string) =>
  splitAddresses(value).map((email) => ({ name: email.split('@')[0], email }))

export function sendEmail(req: MockRequest): MockResponse {
  const parsed = composeSchema.safeParse(body(req))
  if (!parsed.success) return [400, { error: 'The message needs a valid recipient, a subject and a text.' }]
  const { to, cc, bcc, subject, message } = parsed.data
  const email: Email = {
    id: nextId(),
    from: { ...ME },
    to: recipients(to),
    subject,
    cc: splitAddresses(cc),
    bcc: splitAddresses(bcc),
    message,
    attachments: [],
    isStarred: false,
    labels: [],
    time: now(),
    replies: [],
    folder: 'sent',
    isRead: true
  }
  emailDb.emails.push(email)
  return [201, { email }]
}

export function replyEmail(req: MockRequest): MockResponse {
  const message = text(body(req).message)
  const email = emailDb.emails.find((e) => e.id === Number(body(req).emailId))
  if (!email) return NOT_FOUND
  if (message.replace(/<[^>]*>/g, '').trim() === '') return [400, { error: 'The reply needs a text.' }]
  const replyTo =
    email.from.email === ME.email ? email.to : [{ name: email.from.name, email: email.from.email }]
  email.replies = [
    ...email.replies,
    { id: email.replies.length + 1, from: { ...ME }, to: replyTo, message, time: now() }
  ]
  return [201, { email }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', '/apps/email/emails', getEmails)
  on(mock, 'post', '/apps/email/update-emails', updateEmails)
  on(mock, 'post', '/apps/email/update-emails-label', updateEmailsLabel)
  on(mock, 'get', '/apps/email/get-email', getEmail)
  on(mock, 'get', '/apps/email/paginate-email', paginateEmail)
  on(mock, 'post', '/apps/email/send', sendEmail)
  on(mock, 'post', '/apps/email/reply', replyEmail)
}
