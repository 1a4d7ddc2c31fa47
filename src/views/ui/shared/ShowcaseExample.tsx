// One example of the UI showcase: a card with the live example and, on demand, the source of that example (imported
// with Vite's `?raw`, so what is shown is exactly what runs).
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader, CardTitle } from 'reactstrap'
import { Code } from 'lucide-react'
import './showcase.scss'

type Props = {
  title: string
  /** One sentence under the title. */
  description?: ReactNode
  /** The example's source file as text (`import code from './examples/X.tsx?raw'`). */
  code: string
  children: ReactNode
  className?: string
}

export function ShowcaseExample({ title, description, code, children, className }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const id = useId()
  const codeId = `${id}-code`
  const titleId = `${id}-title`
  return (
    <Card className={className ?? 'mb-4'} aria-labelledby={titleId} tag="section">
      <CardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-transparent">
        <CardTitle tag="h2" className="fs-5 mb-0" id={titleId}>
          {title}
        </CardTitle>
        <Button
          color="secondary"
          outline
          size="sm"
          aria-expanded={open}
          aria-controls={codeId}
          onClick={() => setOpen((value) => !value)}
        >
          <Code size={14} aria-hidden="true" className="me-1" />
          {open ? t('ui.showcase.hideCode') : t('ui.showcase.showCode')}
        </Button>
      </CardHeader>
      <CardBody>
        {description && <p className="text-body-secondary">{description}</p>}
        {children}
      </CardBody>
      <div id={codeId} hidden={!open} className="showcase-code border-top">
        {open && (
          <pre dir="ltr" tabIndex={0} aria-label={t('ui.showcase.codeLabel', { title })}>
            <code>{code.trimEnd()}</code>
          </pre>
        )}
      </div>
    </Card>
  )
}
