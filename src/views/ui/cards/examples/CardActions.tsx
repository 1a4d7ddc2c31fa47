import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader, Collapse, Spinner } from 'reactstrap'
import { ChevronDown, RotateCw, X } from 'lucide-react'

export function CardActions() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const [refreshing, setRefreshing] = useState(false)
  const [removed, setRemoved] = useState(false)
  const [refreshedAt, setRefreshedAt] = useState(() => new Date())
  const timer = useRef<number>()
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const refresh = () => {
    setRefreshing(true)
    timer.current = window.setTimeout(() => {
      setRefreshing(false)
      setRefreshedAt(new Date())
    }, 1200)
  }

  if (removed)
    return (
      <Button color="primary" outline onClick={() => setRemoved(false)}>
        {t('ui.cards.actions.restore')}
      </Button>
    )
  return (
    <Card className="position-relative mb-0">
      <CardHeader className="d-flex align-items-center justify-content-between bg-transparent">
        <h3 className="h5 mb-0" id="card-actions-title">
          {t('ui.cards.actions.cardTitle')}
        </h3>
        <div className="d-flex gap-1">
          <Button
            color="link"
            className="p-1"
            aria-expanded={open}
            aria-controls="card-actions-body"
            aria-label={open ? t('ui.cards.actions.collapse') : t('ui.cards.actions.expand')}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown
              size={18}
              aria-hidden="true"
              style={{ transform: open ? undefined : 'rotate(-90deg)' }}
            />
          </Button>
          <Button
            color="link"
            className="p-1"
            aria-label={t('ui.cards.actions.refresh')}
            onClick={refresh}
            disabled={refreshing}
          >
            <RotateCw size={18} aria-hidden="true" />
          </Button>
          <Button
            color="link"
            className="p-1"
            aria-label={t('ui.cards.actions.remove')}
            onClick={() => setRemoved(true)}
          >
            <X size={18} aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <Collapse isOpen={open} id="card-actions-body">
        <CardBody aria-busy={refreshing}>
          <p>{t('ui.cards.actions.body')}</p>
          <p className="small text-body-secondary mb-0">
            {t('ui.cards.actions.refreshedAt', { time: refreshedAt.toLocaleTimeString() })}
          </p>
        </CardBody>
      </Collapse>
      {refreshing && (
        <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-body bg-opacity-75 rounded">
          <Spinner color="primary">{t('common.loading')}</Spinner>
        </div>
      )}
    </Card>
  )
}
