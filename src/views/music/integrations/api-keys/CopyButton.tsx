// Copies a text to the clipboard and says, in a live region beside it, whether that worked.
import { useState } from 'react'
import { Copy } from 'lucide-react'
import { Button } from 'reactstrap'
import { useTranslation } from 'react-i18next'

export function CopyButton({
  text,
  label,
  className = ''
}: {
  text: string
  label: string
  className?: string
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <span className={`d-inline-flex align-items-center gap-2 ${className}`.trim()}>
      <Button
        color="primary"
        outline
        size="sm"
        onClick={() => void copy()}
        className="d-inline-flex align-items-center gap-1"
      >
        <Copy size={14} aria-hidden="true" />
        {label}
      </Button>
      <span role="status" className={copied === 'failed' ? 'small text-danger' : 'small text-success'}>
        {copied === 'yes'
          ? t('music.integrations.apiKeys.copied')
          : copied === 'failed'
            ? t('music.integrations.apiKeys.copyFailed')
            : ''}
      </span>
    </span>
  )
}
