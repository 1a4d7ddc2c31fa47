// A list's load error above (or instead of) its table, with a button that loads it again.
import { Alert, Button } from 'reactstrap'

type Props = {
  message: string
  retryText: string
  onRetry: () => void
  className?: string
}

export function LoadError({ message, retryText, onRetry, className = '' }: Props) {
  return (
    <Alert
      fade={false}
      color="danger"
      role="alert"
      className={`d-flex align-items-center justify-content-between gap-2 ${className}`.trim()}
    >
      <span>{message}</span>
      <Button color="danger" outline size="sm" onClick={onRetry}>
        {retryText}
      </Button>
    </Alert>
  )
}
