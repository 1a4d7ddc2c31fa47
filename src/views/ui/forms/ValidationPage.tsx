// /forms/validation: react-hook-form and zod with a message for every rule.
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import ValidationForm from './examples/ValidationForm'
import validationCode from './examples/ValidationForm.tsx?raw'

export default function ValidationPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.forms.validation.title')}
      intro={t('ui.forms.validation.intro')}
      items={[
        {
          id: 'validation',
          title: t('ui.forms.validation.form'),
          code: validationCode,
          Example: ValidationForm,
          wide: true
        }
      ]}
    />
  )
}
