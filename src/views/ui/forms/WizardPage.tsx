// /forms/wizard: a multi-step form with a summary at the end.
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import Wizard from './examples/Wizard'
import wizardCode from './examples/Wizard.tsx?raw'

export default function WizardPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.forms.wizard.title')}
      intro={t('ui.forms.wizard.intro')}
      items={[
        { id: 'wizard', title: t('ui.forms.wizard.card'), code: wizardCode, Example: Wizard, wide: true }
      ]}
    />
  )
}
