// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import type { Email, EmailsMeta } from '@/contracts/email'
import { emailDb, resetEmails } from './data'
import {
  getEmail,
  getEmails,
  paginateEmail,
  replyEmail,
  sendEmail,
  updateEmails,
  updateEmailsLabel
} from './handlers'

const req = (params: Record<string, unknown> = {}, body?: unknown): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body,
  headers: {}
})
type ListBody = { emails: Email[]; emailsMeta: EmailsMeta }
const list = (params: Record<string, unknown> = {}) => getEmails(req(params))[1] as ListBody
const byId = (id: number) => emailDb.emails.find((e) => e.id === id)!

beforeEach(() => resetEmails())

describe('sample emails', () => {
  it('has 26 emails with every spec field', () => {
    expect(emailDb.emails).toHaveLength(26)
    for (const email of emailDb.emails) {
      expect(email).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          from: expect.objectContaining({ email: expect.any(String), name: expect.any(String) }),
          to: expect.any(Array),
          subject: expect.any(String),
          cc: expect.any(Array),
          bcc: expect.any(Array),
          message: expect.any(String),
          attachments: expect.any(Array),
          isStarred: expect.any(Boolean),
          labels: expect.any(Array),
          time: expect.any(String),
          replies: expect.any(Array),
          folder: expect.any(String),
          isRead: expect.any(Boolean)
        })
      )
    }
  })

  it('is the same on every load', () => {
    const first = JSON.stringify(emailDb.emails)
    resetEmails()
    expect(JSON.stringify(emailDb.emails)).toBe(first)
  })
})

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first', () => {
    const { emails } = list()
    expect(emails.length).toBeGreaterThan(0)
    expect(emails.every((e) => e.folder === 'inbox')).toBe(true)
    expect(emails.length).toBe(emailDb.emails.filter((e) => e.folder === 'inbox').length)
    const times = emails.map((e) => Date.parse(e.time))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('searches subjects case-insensitively', () => {
    const { emails } = list({ q: 'ROYALTY' })
    expect(emails.map((e) => e.subject)).toEqual(['Royalty statement for October'])
    expect(list({ q: 'royalty', folder: 'sent' }).emails).toHaveLength(1)
    expect(list({ q: 'no such subject' }).emails).toEqual([])
  })

  it('does not search the sender or the body', () => {
    expect(list({ q: 'Maya' }).emails).toEqual([])
  })

  it('shows only trash in trash', () => {
    const { emails } = list({ folder: 'trash' })
    expect(emails).toHaveLength(3)
    expect(emails.every((e) => e.folder === 'trash')).toBe(true)
  })

  it('shows starred mails outside trash in starred', () => {
    const { emails } = list({ folder: 'starred' })
    const expected = emailDb.emails.filter((e) => e.isStarred && e.folder !== 'trash')
    expect(emails.map((e) => e.id).sort()).toEqual(expected.map((e) => e.id).sort())
    expect(emailDb.emails.some((e) => e.isStarred && e.folder === 'trash')).toBe(true)
  })

  it('filters by label outside trash', () => {
    const { emails } = list({ label: 'personal' })
    expect(emails.length).toBeGreaterThan(0)
    expect(emails.every((e) => e.labels.includes('personal') && e.folder !== 'trash')).toBe(true)
    expect(emailDb.emails.some((e) => e.labels.includes('personal') && e.folder === 'trash')).toBe(true)
  })

  it('keeps a moved mail out of its old folder', () => {
    updateEmails(req({}, { emailIds: [1], dataToUpdate: { folder: 'trash' } }))
    expect(list().emails.some((e) => e.id === 1)).toBe(false)
    expect(list({ folder: 'starred' }).emails.some((e) => e.id === 1)).toBe(false)
    expect(list({ folder: 'trash' }).emails.some((e) => e.id === 1)).toBe(true)
  })

  it('counts unread inbox and spam mails and all drafts in emailsMeta', () => {
    expect(list().emailsMeta).toEqual({ inbox: 8, spam: 2, draft: 2 })
    updateEmails(req({}, { emailIds: [1, 2], dataToUpdate: { isRead: true } }))
    expect(list({ folder: 'sent' }).emailsMeta).toEqual({ inbox: 6, spam: 2, draft: 2 })
  })

  it('rejects an unknown folder or label', () => {
    expect(getEmails(req({ folder: 'archive' }))[0]).toBe(400)
    expect(getEmails(req({ label: 'music' }))[0]).toBe(400)
  })
})

describe('POST /apps/email/update-emails', () => {
  it('applies the given fields to the given mails and answers 200', () => {
    const [status] = updateEmails(
      req({}, { emailIds: [3, 4], dataToUpdate: { isStarred: true, isRead: false } })
    )
    expect(status).toBe(200)
    expect(byId(3)).toMatchObject({ isStarred: true, isRead: false })
    expect(byId(4)).toMatchObject({ isStarred: true, isRead: false })
    expect(byId(5).isRead).toBe(false)
  })

  it('leaves other fields alone', () => {
    const before = { ...byId(2) }
    updateEmails(req({}, { emailIds: [2], dataToUpdate: { folder: 'spam' } }))
    expect(byId(2)).toEqual({ ...before, folder: 'spam' })
  })

  it('refuses fields that are not updatable and bad ids', () => {
    expect(updateEmails(req({}, { emailIds: [2], dataToUpdate: { subject: 'x' } }))[0]).toBe(400)
    expect(updateEmails(req({}, { emailIds: [], dataToUpdate: { isRead: true } }))[0]).toBe(400)
    expect(updateEmails(req({}, { emailIds: [2], dataToUpdate: { folder: 'archive' } }))[0]).toBe(400)
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('adds a label that is absent and removes one that is present', () => {
    expect(byId(1).labels).toEqual(['company'])
    expect(byId(2).labels).toEqual(['important'])
    updateEmailsLabel(req({}, { emailIds: [1, 2], label: 'important' }))
    expect(byId(1).labels).toEqual(['company', 'important'])
    expect(byId(2).labels).toEqual([])
    updateEmailsLabel(req({}, { emailIds: [1], label: 'important' }))
    expect(byId(1).labels).toEqual(['company'])
  })

  it('refuses an unknown label', () => {
    expect(updateEmailsLabel(req({}, { emailIds: [1], label: 'urgent' }))[0]).toBe(400)
  })
})

describe('GET /apps/email/get-email', () => {
  it('answers the mail with hasPreviousMail and hasNextMail', () => {
    const inbox = list().emails
    const [status, first] = getEmail(req({ id: inbox[0].id })) as [number, Email]
    expect(status).toBe(200)
    expect(first).toMatchObject({ id: inbox[0].id, hasPreviousMail: false, hasNextMail: true })
    const middle = getEmail(req({ id: inbox[3].id }))[1] as Email
    expect(middle).toMatchObject({ hasPreviousMail: true, hasNextMail: true })
    const last = getEmail(req({ id: inbox[inbox.length - 1].id }))[1] as Email
    expect(last).toMatchObject({ hasPreviousMail: true, hasNextMail: false })
  })

  it('answers 404 for a missing mail', () => {
    expect(getEmail(req({ id: 999 }))[0]).toBe(404)
  })
})

describe('GET /apps/email/paginate-email', () => {
  it('answers the older mail for next and the newer one for previous', () => {
    const inbox = list().emails
    const next = paginateEmail(req({ dir: 'next', emailId: inbox[1].id }))
    expect(next[0]).toBe(200)
    expect((next[1] as Email).id).toBe(inbox[2].id)
    const previous = paginateEmail(req({ dir: 'previous', emailId: inbox[1].id }))
    expect((previous[1] as Email).id).toBe(inbox[0].id)
    expect(previous[1]).toMatchObject({ hasPreviousMail: false, hasNextMail: true })
  })

  it('follows the folder the mail is read from', () => {
    const starred = list({ folder: 'starred' }).emails
    const next = paginateEmail(req({ dir: 'next', emailId: starred[0].id, folder: 'starred' }))[1] as Email
    expect(next.id).toBe(starred[1].id)
  })

  it('answers 404 past either end or for a missing mail', () => {
    const inbox = list().emails
    expect(paginateEmail(req({ dir: 'previous', emailId: inbox[0].id }))[0]).toBe(404)
    expect(paginateEmail(req({ dir: 'next', emailId: inbox[inbox.length - 1].id }))[0]).toBe(404)
    expect(paginateEmail(req({ dir: 'next', emailId: 999 }))[0]).toBe(404)
  })
})

describe('POST /apps/email/send and /reply', () => {
  it('puts a sent mail into sent, newest first', () => {
    const [status, result] = sendEmail(
      req({}, { to: 'maya.okafor@northbeat.io', cc: '', bcc: '', subject: 'Hello', message: '<p>Hi</p>' })
    )
    expect(status).toBe(201)
    const sent = list({ folder: 'sent' }).emails
    expect(sent[0].id).toBe((result as { email: Email }).email.id)
    expect(sent[0]).toMatchObject({ id: 27, subject: 'Hello', folder: 'sent' })
  })

  it('refuses an invalid recipient', () => {
    expect(
      sendEmail(req({}, { to: 'not-an-email', cc: '', bcc: '', subject: 'x', message: '<p>x</p>' }))[0]
    ).toBe(400)
  })

  it('adds a reply to the thread', () => {
    const [status] = replyEmail(req({}, { emailId: 1, message: '<p>Thanks!</p>' }))
    expect(status).toBe(201)
    expect(byId(1).replies).toHaveLength(1)
    expect(byId(1).replies[0].to[0].email).toBe('maya.okafor@northbeat.io')
    expect(replyEmail(req({}, { emailId: 999, message: '<p>x</p>' }))[0]).toBe(404)
  })
})
