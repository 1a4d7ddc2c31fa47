import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

export default function ErrorPage() {
  const { t } = useTranslation()
  return <MiscPage title={t('misc.error.title')} text={t('misc.error.text')} />
}
