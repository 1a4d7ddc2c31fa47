import { useTranslation } from 'react-i18next'
import type { DatatableRow } from '@/contracts/datatables'
import { STATUS_TONES, statusLabelKey } from './datatableFormat'

/** Status 1 to 5 as its name on a soft badge of its colour (legible in light and dark skins). */
export function StatusBadge({ status }: { status: DatatableRow['status'] }) {
  const { t } = useTranslation()
  const { tone } = STATUS_TONES[status]
  return (
    <span className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis`} data-status={status}>
      {t(statusLabelKey(status))}
    </span>
  )
}
