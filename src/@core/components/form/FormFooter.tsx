import { useTranslation } from 'react-i18next'
import { Alert, Button } from 'reactstrap'
import { RippleButton } from '@/@core/components/ripple/RippleButton'

type Props = {
  serverError: string | null
  isSubmitting: boolean
  submitLabel: string
  onCancel: () => void
  /** Centre the buttons under a wide form. */
  centered?: boolean
}

/** The end of a form: the server's message, then save (disabled while sending) and cancel. */
export function FormFooter({ serverError, isSubmitting, submitLabel, onCancel, centered = false }: Props) {
  const { t } = useTranslation()
  return (
    <>
      {serverError && (
        <Alert fade={false} color="danger" className="mt-3 mb-0" role="alert">
          {serverError}
        </Alert>
      )}
      <div className={`d-flex gap-2 mt-4${centered ? ' justify-content-center' : ''}`}>
        <RippleButton color="primary" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : submitLabel}
        </RippleButton>
        <Button color="secondary" outline type="button" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </>
  )
}
