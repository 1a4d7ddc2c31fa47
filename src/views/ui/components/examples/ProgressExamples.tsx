import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'

export function ProgressExamples() {
  const { t } = useTranslation()
  return (
    <div className="d-grid gap-3">
      <Progress value={25} aria-label={t('ui.components.progress.upload')} />
      <Progress value={50} color="success" aria-label={t('ui.components.progress.upload')}>
        50%
      </Progress>
      <Progress value={75} color="info" striped aria-label={t('ui.components.progress.upload')} />
      <Progress value={60} color="warning" striped animated aria-label={t('ui.components.progress.upload')} />
      <Progress multi>
        <Progress bar value={30} aria-label={t('ui.components.progress.streams')} />
        <Progress bar value={20} color="success" aria-label={t('ui.components.progress.downloads')} />
        <Progress bar value={15} color="danger" aria-label={t('ui.components.progress.skips')} />
      </Progress>
    </div>
  )
}
