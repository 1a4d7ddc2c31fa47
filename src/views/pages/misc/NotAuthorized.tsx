import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function NotAuthorized() {
  const { t } = useTranslation()
  return <MiscPage title={t('misc.notAuthorized.title')} text={t('misc.notAuthorized.text')} />
}
