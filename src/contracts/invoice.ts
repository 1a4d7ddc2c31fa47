// The template invoice app's shapes (spec §3 Invoice), shared by the screens and the fake database.
import { z } from 'zod'
import { keywordSchema, listQuerySchema, type ParamsOf } from './list'

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due'
] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export const INVOICE_SORT_COLUMNS = [
  'id',
  'client',
  'total',
  'issuedDate',
  'dueDate',
  'balance',
  'invoiceStatus'
] as const

/** The invoice list's state in the URL (?q=&status=&sort=&dir=&page=&per_page=); the API takes spec §7's names. */
export const invoiceListQuery = listQuerySchema({
  sortFields: INVOICE_SORT_COLUMNS,
  defaultSort: 'id',
  defaultDir: 'desc',
  filters: z
    .object({ keyword: keywordSchema.optional(), status: z.enum(INVOICE_STATUSES).optional() })
    .strict(),
  urlKeys: { keyword: 'q' }
})
export type InvoiceListParams = ParamsOf<typeof invoiceListQuery>

export const clientSchema = z.object({
  name: z.string().trim().min(1),
  company: z.string().trim().min(1),
  companyEmail: z.email(),
  address: z.string().trim().min(1),
  country: z.string().trim().min(1),
  contact: z.string().trim().min(1)
})
export type InvoiceClient = z.infer<typeof clientSchema>

/** Messages are translation keys of the invoice form. */
export const lineItemSchema = z.object({
  item: z.string().trim().min(1, { message: 'invoice.form.itemRequired' }).max(80),
  description: z.string().trim().max(200),
  cost: z.number({ message: 'invoice.form.costNumber' }).min(0, { message: 'invoice.form.costMin' }),
  qty: z
    .number({ message: 'invoice.form.qtyNumber' })
    .int({ message: 'invoice.form.qtyInteger' })
    .min(1, { message: 'invoice.form.qtyMin' })
})
export type LineItem = z.infer<typeof lineItemSchema>

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invoice.form.dateRequired' })

const invoiceFields = z.object({
  service: z.string().trim().min(1, { message: 'invoice.form.serviceRequired' }).max(80),
  issuedDate: isoDate,
  dueDate: isoDate,
  items: z.array(lineItemSchema).min(1, { message: 'invoice.form.itemsRequired' }),
  /** Percent off the subtotal. */
  discount: z
    .number({ message: 'invoice.form.percentRange' })
    .min(0, { message: 'invoice.form.percentRange' })
    .max(100, { message: 'invoice.form.percentRange' }),
  /** Percent added after the discount. */
  taxRate: z
    .number({ message: 'invoice.form.percentRange' })
    .min(0, { message: 'invoice.form.percentRange' })
    .max(100, { message: 'invoice.form.percentRange' }),
  note: z.string().trim().max(500, { message: 'invoice.form.noteTooLong' }),
  invoiceStatus: z.enum(INVOICE_STATUSES)
})
const dueAfterIssued = {
  check: (v: { issuedDate: string; dueDate: string }) => v.dueDate >= v.issuedDate,
  params: { message: 'invoice.form.dueBeforeIssued', path: ['dueDate'] }
}

/** What POST /apps/invoice/add and PUT /apps/invoice/:id accept. */
export const invoiceInputSchema = invoiceFields
  .extend({ client: clientSchema })
  .refine(dueAfterIssued.check, dueAfterIssued.params)
/** The add/edit form: the client is picked by its email. */
export const invoiceFormSchema = invoiceFields
  .extend({ clientEmail: z.string().min(1, { message: 'invoice.form.clientRequired' }) })
  .refine(dueAfterIssued.check, dueAfterIssued.params)
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>
export type InvoiceInput = z.infer<typeof invoiceInputSchema>

export type Invoice = {
  id: number
  issuedDate: string
  client: InvoiceClient
  service: string
  total: number
  avatar: string | null
  invoiceStatus: InvoiceStatus
  /** A number, or signed dollar text such as '-$202' or '$724' (spec §3). */
  balance: number | string
  dueDate: string
  items: LineItem[]
  discount: number
  taxRate: number
  note: string
}

export type PaymentDetails = {
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

export type InvoiceTotals = { subtotal: number; discount: number; tax: number; total: number }

const round2 = (n: number) => Math.round(n * 100) / 100

export function computeTotals(
  items: ReadonlyArray<Partial<Pick<LineItem, 'cost' | 'qty'>>>,
  discountPercent: number,
  taxPercent: number
): InvoiceTotals {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
  const subtotal = round2(items.reduce((sum, i) => sum + num(i.cost) * num(i.qty), 0))
  const discount = round2((subtotal * num(discountPercent)) / 100)
  const tax = round2(((subtotal - discount) * num(taxPercent)) / 100)
  return { subtotal, discount, tax, total: round2(subtotal - discount + tax) }
}

/** The balance as a number: '-$202' → -202, '$1,024.50' → 1024.5. */
export function balanceValue(balance: number | string): number {
  if (typeof balance === 'number') return balance
  const n = Number(balance.replace(/[$,\s]/g, ''))
  return Number.isFinite(n) ? n : 0
}
