// A list header's "Export CSV": downloads the filtered, sorted list; while it runs it shows the rows received and
// a Cancel button.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Download } from 'lucide-react'
import { Button, Spinner } from 'reactstrap'
import { toast } from 'react-toastify'
import { errorMessage, isAxiosError } from '@/auth/http'
import { fetchCsv, saveCsv, type ExportRequest } from './exportCsv'

export function ExportButton(props: ExportRequest) {
  const { t } = useTranslation()
  const [rows, setRows] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setRows(0)
    try {
      const { text, rows: total } = await fetchCsv(props, setRows, abort.signal)
      saveCsv(text, props.name)
      toast.success(t('list.export.done', { count: total }))
    } catch (error) {
      if (abort.signal.aborted || (isAxiosError(error) && error.code === 'ERR_CANCELED')) {
        toast.info(t('list.export.cancelled'))
      } else toast.error(errorMessage(error, t('list.export.failed')))
    } finally {
      if (controller.current === abort) controller.current = null
      setRows(null)
    }
  }

  if (rows === null)
    return (
      <Button color="secondary" outline onClick={() => void start()}>
        <Download size={16} aria-hidden="true" className="me-1" />
        {t('list.export.button')}
      </Button>
    )
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span role="status" className="text-body-secondary small">
        <Spinner size="sm" className="me-1" aria-hidden="true" />
        {t('list.export.progress', { count: rows })}
      </span>
      <Button color="secondary" outline size="sm" onClick={() => controller.current?.abort()}>
        {t('list.export.cancel')}
      </Button>
    </span>
  )
}
