import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function Maintenance() {
  const { t } = useTranslation()
  return <MiscPage title={t('misc.maintenance.title')} text={t('misc.maintenance.text')} />
}
