// /extensions/i18n
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import LanguageCard from './examples/LanguageCard'
import languageCardCode from './examples/LanguageCard.tsx?raw'

export default function I18nPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.i18n.title')}
      intro={t('ui.extensions.i18n.intro')}
      items={[
        { id: 'i18n', title: t('ui.extensions.i18n.title'), code: languageCardCode, Example: LanguageCard }
      ]}
    />
  )
}
