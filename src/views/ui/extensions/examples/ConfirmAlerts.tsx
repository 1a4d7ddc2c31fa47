// The four alerts a screen needs: ask before a destructive action (the list kit's ConfirmDialog), say it worked,
// say it failed, and ask for one value.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CircleCheck, CircleX } from 'lucide-react'
import { Button, FormFeedback, Input, Label, Modal, ModalBody, ModalFooter } from 'reactstrap'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'

type Open = 'confirm' | 'success' | 'error' | 'input' | null

function MessageDialog({ kind, onClose }: { kind: 'success' | 'error'; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const Icon = kind === 'success' ? CircleCheck : CircleX
  return (
    <Modal isOpen toggle={onClose} centered labelledBy={id} returnFocusAfterClose>
      <ModalBody className="text-center pt-4">
        <Icon size={56} className={kind === 'success' ? 'text-success' : 'text-danger'} aria-hidden="true" />
        <h2 id={id} className="h4 mt-3">
          {t(`ui.extensions.alerts.${kind}Title`)}
        </h2>
        <p className="mb-0">{t(`ui.extensions.alerts.${kind}Text`)}</p>
      </ModalBody>
      <ModalFooter className="justify-content-center border-0">
        <Button color={kind === 'success' ? 'success' : 'danger'} onClick={onClose} autoFocus>
          {t('ui.extensions.alerts.ok')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}

function InputDialog({ onDone, onClose }: { onDone: (name: string) => void; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError(t('ui.extensions.alerts.nameRequired'))
    onDone(name.trim())
  }
  return (
    <Modal isOpen toggle={onClose} centered labelledBy={`${id}-title`} returnFocusAfterClose>
      <form onSubmit={submit} noValidate>
        <ModalBody>
          <h2 id={`${id}-title`} className="h5">
            {t('ui.extensions.alerts.inputTitle')}
          </h2>
          <Label for={`${id}-name`}>{t('ui.extensions.alerts.playlistName')}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            autoFocus
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value)
              setError('')
            }}
          />
          {error && <FormFeedback id={`${id}-error`}>{error}</FormFeedback>}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" type="submit">
            {t('ui.extensions.alerts.create')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  )
}

export default function ConfirmAlerts() {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Open>(null)
  const [result, setResult] = useState('')
  const close = () => setOpen(null)
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <Button color="danger" outline onClick={() => setOpen('confirm')}>
          {t('ui.extensions.alerts.confirm')}
        </Button>
        <Button color="success" outline onClick={() => setOpen('success')}>
          {t('ui.extensions.alerts.success')}
        </Button>
        <Button color="secondary" outline onClick={() => setOpen('error')}>
          {t('ui.extensions.alerts.error')}
        </Button>
        <Button color="primary" outline onClick={() => setOpen('input')}>
          {t('ui.extensions.alerts.input')}
        </Button>
      </div>
      <p className="small text-body-secondary mt-3 mb-0" role="status">
        {result}
      </p>
      <ConfirmDialog
        isOpen={open === 'confirm'}
        title={t('ui.extensions.alerts.confirmTitle')}
        body={t('ui.extensions.alerts.confirmText')}
        confirmLabel={t('ui.extensions.alerts.confirmAction')}
        onConfirm={() => setResult(t('ui.extensions.alerts.deleted'))}
        onClose={close}
      />
      {(open === 'success' || open === 'error') && <MessageDialog kind={open} onClose={close} />}
      {open === 'input' && (
        <InputDialog
          onClose={close}
          onDone={(name) => {
            setResult(t('ui.extensions.alerts.created', { name }))
            close()
          }}
        />
      )}
    </>
  )
}
