import { balanceValue, type InvoiceStatus } from '@/contracts/invoice'
import { numberFormat } from '@/lib/numberFormat'

export const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'danger'
}

/** Translation key of a status: 'Partial Payment' → invoice.status.partialPayment. */
export const statusKey = (status: InvoiceStatus) =>
  `invoice.status.${status.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase())}`

export function money(value: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol'
  }).format(value)
}

export function formatDate(iso: string, language: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC'
  }).format(new Date(Date.UTC(y, m - 1, d)))
}

/** A balance as stored (number or signed dollar text) shown as money; 0 means nothing is owed. */
export function formatBalance(balance: number | string, language: string): string {
  return money(balanceValue(balance), language)
}
