// Copies a field's text or a code line with the Clipboard API and says whether it worked.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Copy } from 'lucide-react'
import { Button, Input, InputGroup, Label } from 'reactstrap'

const SNIPPET = "import { Music } from 'lucide-react'"

export default function CopyToClipboard() {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('https://vibeline.example/playlist/deep-focus')
  const [copied, setCopied] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const copy = async (value: string, which: string) => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(which)
      setMessage(t('ui.extensions.clipboard.copied'))
    } catch {
      setCopied(null)
      setMessage(t('ui.extensions.clipboard.failed'))
    }
  }
  return (
    <>
      <Label for={`${id}-link`}>{t('ui.extensions.clipboard.link')}</Label>
      <InputGroup className="mb-3">
        <Input id={`${id}-link`} value={text} dir="ltr" onChange={(event) => setText(event.target.value)} />
        <Button color="primary" onClick={() => void copy(text, 'link')}>
          {copied === 'link' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          <span className="ms-1">{t('ui.extensions.clipboard.copy')}</span>
        </Button>
      </InputGroup>
      <div className="d-flex align-items-center gap-2 border rounded p-2 bg-body-tertiary">
        <code className="flex-grow-1 text-body" dir="ltr">
          {SNIPPET}
        </code>
        <Button
          size="sm"
          color="secondary"
          outline
          aria-label={t('ui.extensions.clipboard.copyCode')}
          onClick={() => void copy(SNIPPET, 'code')}
        >
          {copied === 'code' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        </Button>
      </div>
      <p className="small mt-2 mb-0" role="status">
        {message}
      </p>
    </>
  )
}
