// A bulk-upload row's status cell: what it is at, its upload's progress, a note (why it was skipped or failed) and
// every problem that keeps it from uploading, with Retry where trying again can help.
import { useTranslation } from 'react-i18next'
import { Badge, Button, Progress } from 'reactstrap'
import { RotateCcw } from 'lucide-react'

const COLOR: Partial<Record<string, string>> = {
  added: 'success',
  duplicate: 'warning',
  unlinked: 'warning',
  failed: 'danger',
  attention: 'danger'
}

type Props = {
  state: string
  file: string
  /** The upload's percentage while it runs. */
  progress: number | null
  note: string | undefined
  messagesId: string
  messages: string[]
  onRetry: (() => void) | undefined
}

export function BulkRowStatus({ state, file, progress, note, messagesId, messages, onRetry }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Badge pill className={`bg-${COLOR[state] ?? 'secondary'}-subtle text-body`}>
        {t(`music.tracks.bulk.states.${state}`)}
      </Badge>
      {progress !== null && (
        <Progress
          className="mt-1"
          style={{ height: 6 }}
          value={progress}
          aria-label={t('music.tracks.bulk.fileProgress', { name: file })}
        />
      )}
      {note && <div className="small mt-1 text-body-secondary">{note}</div>}
      {messages.length > 0 && (
        <ul id={messagesId} className="list-unstyled small mt-1 mb-0 text-danger">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {onRetry && (
        <Button size="sm" color="link" className="p-0" onClick={onRetry}>
          <RotateCcw size={14} aria-hidden="true" className="me-1" />
          {t('music.tracks.bulk.retry')}
        </Button>
      )}
    </>
  )
}
