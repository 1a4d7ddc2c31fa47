// Blocks one card while it reloads: an overlay with a spinner covers it, the content is inert (neither clickable nor
// focusable) and marked busy, and the overlay's message is announced.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Spinner } from 'reactstrap'
import '../extensions.scss'

export default function BlockUi() {
  const { t } = useTranslation()
  const [blocked, setBlocked] = useState(false)
  const [loads, setLoads] = useState(1)

  useEffect(() => {
    if (!blocked) return
    const timer = setTimeout(() => {
      setBlocked(false)
      setLoads((count) => count + 1)
    }, 1500)
    return () => clearTimeout(timer)
  }, [blocked])

  return (
    <>
      <Button color="primary" onClick={() => setBlocked(true)} disabled={blocked} className="mb-3">
        {t('ui.extensions.blockUi.reload')}
      </Button>
      <Card className="block-ui border shadow-none mb-0">
        <CardBody aria-busy={blocked} inert={blocked || undefined}>
          <h3 className="h6">{t('ui.extensions.blockUi.cardTitle')}</h3>
          <p>{t('ui.extensions.blockUi.cardText', { count: loads })}</p>
          <Button size="sm" color="secondary" outline>
            {t('ui.extensions.blockUi.action')}
          </Button>
        </CardBody>
        {blocked && (
          <div className="block-ui-overlay" role="status">
            <Spinner size="sm" color="primary" className="me-2" aria-hidden="true" />
            <span>{t('ui.extensions.blockUi.loading')}</span>
          </div>
        )}
      </Card>
    </>
  )
}
