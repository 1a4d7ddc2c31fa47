// /extensions/date-pickers
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import DatePickers from './examples/DatePickers'
import datePickersCode from './examples/DatePickers.tsx?raw'

export default function DatePickersPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.dates.title')}
      intro={t('ui.extensions.dates.intro')}
      items={[
        {
          id: 'date-pickers',
          title: t('ui.extensions.dates.title'),
          code: datePickersCode,
          Example: DatePickers
        }
      ]}
    />
  )
}
