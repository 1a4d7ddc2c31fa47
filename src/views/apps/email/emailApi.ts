// The email app's calls to the fake database (spec §7 Email), through the one HTTP client.
import { http } from '@/auth/http'
import type { ComposeInput, Email, EmailLabel, EmailUpdate, EmailsMeta } from '@/contracts/email'

export type MailParams = { q: string; folder: string; label: string }
/** The view a mail is read from, so previous/next walk the same list. */
export type MailContext = Pick<MailParams, 'folder' | 'label'>

const contextParams = ({ folder, label }: MailContext) => (label ? { label } : { folder })

export const emailApi = {
  async list(params: MailParams): Promise<{ emails: Email[]; emailsMeta: EmailsMeta }> {
    const { data } = await http.get('/apps/email/emails', {
      params: { q: params.q || undefined, ...contextParams(params) }
    })
    return data
  },
  async update(emailIds: number[], dataToUpdate: EmailUpdate): Promise<void> {
    await http.post('/apps/email/update-emails', { emailIds, dataToUpdate })
  },
  async toggleLabel(emailIds: number[], label: EmailLabel): Promise<void> {
    await http.post('/apps/email/update-emails-label', { emailIds, label })
  },
  async get(id: number, context: MailContext): Promise<Email> {
    const { data } = await http.get('/apps/email/get-email', { params: { id, ...contextParams(context) } })
    return data
  },
  async paginate(dir: 'previous' | 'next', emailId: number, context: MailContext): Promise<Email> {
    const { data } = await http.get('/apps/email/paginate-email', {
      params: { dir, emailId, ...contextParams(context) }
    })
    return data
  },
  async send(input: ComposeInput): Promise<Email> {
    const { data } = await http.post('/apps/email/send', input)
    return data.email
  },
  async reply(emailId: number, message: string): Promise<Email> {
    const { data } = await http.post('/apps/email/reply', { emailId, message })
    return data.email
  }
}
