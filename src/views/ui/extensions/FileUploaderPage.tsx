// /extensions/file-uploader
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import FileUploader from './examples/FileUploader'
import fileUploaderCode from './examples/FileUploader.tsx?raw'

export default function FileUploaderPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.uploader.title')}
      intro={t('ui.extensions.uploader.intro')}
      items={[
        {
          id: 'file-uploader',
          title: t('ui.extensions.uploader.title'),
          code: fileUploaderCode,
          Example: FileUploader
        }
      ]}
    />
  )
}
