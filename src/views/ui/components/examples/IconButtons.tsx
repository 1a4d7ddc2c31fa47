import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { Download, Heart, Play, Trash2 } from 'lucide-react'

export function IconButtons() {
  const { t } = useTranslation()
  const [loading, setLoading] = useState(false)
  const load = () => {
    setLoading(true)
    window.setTimeout(() => setLoading(false), 1500)
  }
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button color="primary" className="d-inline-flex align-items-center gap-2">
        <Play size={16} aria-hidden="true" />
        {t('ui.components.buttons.play')}
      </Button>
      <Button color="danger" outline className="d-inline-flex align-items-center gap-2">
        <Trash2 size={16} aria-hidden="true" />
        {t('ui.components.buttons.delete')}
      </Button>
      <Button color="secondary" outline aria-label={t('ui.components.buttons.like')}>
        <Heart size={16} aria-hidden="true" />
      </Button>
      <Button
        color="success"
        onClick={load}
        disabled={loading}
        className="d-inline-flex align-items-center gap-2"
      >
        {loading ? <Spinner size="sm" aria-hidden="true" /> : <Download size={16} aria-hidden="true" />}
        {loading ? t('ui.components.buttons.loading') : t('ui.components.buttons.download')}
      </Button>
    </div>
  )
}
