// A load error where there is no table to show it in (cards, panels), with a button that loads again.
import { useTranslation } from 'react-i18next'
import { Alert, Button } from 'reactstrap'

type Props = {
  message: string
  onRetry: () => void
  className?: string
}

export function LoadError({ message, onRetry, className = '' }: Props) {
  const { t } = useTranslation()
  return (
    <Alert
      fade={false}
      color="danger"
      role="alert"
      className={`d-flex align-items-center justify-content-between gap-2 ${className}`.trim()}
    >
      <span>{message}</span>
      <Button color="danger" outline size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  )
}
