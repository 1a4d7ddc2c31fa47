import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function ComingSoon() {
  const { t } = useTranslation()
  return <MiscPage title={t('misc.comingSoon.title')} text={t('misc.comingSoon.text')} />
}
