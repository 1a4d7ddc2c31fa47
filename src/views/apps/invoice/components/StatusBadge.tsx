import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'
import { UncontrolledTooltip } from '@/@core/components/overlay/Tooltip'
import { CheckCircle2, Download, FileEdit, PieChart, Send, AlertCircle, type LucideIcon } from 'lucide-react'
import type { Invoice } from '@/contracts/invoice'
import { STATUS_COLOURS, formatBalance, formatDate, statusKey } from './invoiceFormat'

const ICONS: Record<Invoice['invoiceStatus'], LucideIcon> = {
  Paid: CheckCircle2,
  Downloaded: Download,
  Sent: Send,
  Draft: FileEdit,
  'Partial Payment': PieChart,
  'Past Due': AlertCircle
}

/** The status as a coloured badge; its tooltip adds the balance and due date. */
export function StatusBadge({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation()
  const id = `invoice-status-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const colour = STATUS_COLOURS[invoice.invoiceStatus]
  const Icon = ICONS[invoice.invoiceStatus]
  const label = t(statusKey(invoice.invoiceStatus))
  return (
    <>
      <Badge
        id={id}
        pill
        color={`${colour}-subtle`}
        className={`text-${colour}-emphasis d-inline-flex align-items-center gap-1`}
        tabIndex={0}
      >
        <Icon size={13} aria-hidden="true" />
        {label}
      </Badge>
      <UncontrolledTooltip target={id} placement="top">
        {t('invoice.list.statusTooltip', {
          status: label,
          balance: formatBalance(invoice.balance, i18n.language),
          due: formatDate(invoice.dueDate, i18n.language)
        })}
      </UncontrolledTooltip>
    </>
  )
}
