// react-toastify toasts through the app's one ToastHost: the four states, one with an undo action, and one that
// follows a promise from pending to done.
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { Button } from 'reactstrap'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export default function Toasts() {
  const { t } = useTranslation()
  const undoable = () => {
    const id = toast(
      <div className="d-flex align-items-center justify-content-between gap-2 w-100">
        <span>{t('ui.extensions.toasts.removed')}</span>
        <Button
          size="sm"
          color="primary"
          outline
          onClick={() =>
            toast.update(id, { render: t('ui.extensions.toasts.restored'), type: 'success', autoClose: 3000 })
          }
        >
          {t('ui.extensions.toasts.undo')}
        </Button>
      </div>,
      { autoClose: 6000 }
    )
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button color="success" onClick={() => toast.success(t('ui.extensions.toasts.successText'))}>
        {t('ui.extensions.toasts.success')}
      </Button>
      <Button color="info" onClick={() => toast.info(t('ui.extensions.toasts.infoText'))}>
        {t('ui.extensions.toasts.info')}
      </Button>
      <Button color="warning" onClick={() => toast.warning(t('ui.extensions.toasts.warningText'))}>
        {t('ui.extensions.toasts.warning')}
      </Button>
      <Button color="danger" onClick={() => toast.error(t('ui.extensions.toasts.errorText'))}>
        {t('ui.extensions.toasts.error')}
      </Button>
      <Button color="secondary" outline onClick={undoable}>
        {t('ui.extensions.toasts.withAction')}
      </Button>
      <Button
        color="primary"
        outline
        onClick={() =>
          void toast.promise(wait(1500), {
            pending: t('ui.extensions.toasts.pending'),
            success: t('ui.extensions.toasts.published'),
            error: t('common.failed')
          })
        }
      >
        {t('ui.extensions.toasts.promise')}
      </Button>
    </div>
  )
}
