// /extensions/import-export
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import CsvImportExport from './examples/CsvImportExport'
import csvImportExportCode from './examples/CsvImportExport.tsx?raw'

export default function ImportExportPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.csv.title')}
      intro={t('ui.extensions.csv.intro')}
      items={[
        {
          id: 'import-export',
          title: t('ui.extensions.csv.title'),
          code: csvImportExportCode,
          Example: CsvImportExport
        }
      ]}
    />
  )
}
