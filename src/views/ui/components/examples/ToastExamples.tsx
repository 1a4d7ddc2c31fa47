import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Toast, ToastBody, ToastHeader } from 'reactstrap'
import { Music } from 'lucide-react'

export function ToastExamples() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(() => setOpen(false), 5000)
    return () => window.clearTimeout(timer)
  }, [open])
  return (
    <>
      <Toast fade={false} className="mb-3">
        <ToastHeader icon={<Music size={16} aria-hidden="true" className="text-primary" />}>
          {t('ui.components.toasts.header')}
        </ToastHeader>
        <ToastBody>{t('ui.components.toasts.body')}</ToastBody>
      </Toast>
      <Button color="primary" onClick={() => setOpen(true)}>
        {t('ui.components.toasts.show')}
      </Button>
      <div className="toast-container position-fixed bottom-0 end-0 p-3" role="status" aria-live="polite">
        <Toast isOpen={open} transition={{ timeout: 150, unmountOnExit: true }}>
          <ToastHeader toggle={() => setOpen(false)}>{t('ui.components.toasts.savedTitle')}</ToastHeader>
          <ToastBody>{t('ui.components.toasts.savedBody')}</ToastBody>
        </Toast>
      </div>
    </>
  )
}
