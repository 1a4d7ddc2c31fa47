// /forms/layouts: the same kind of form laid out vertically, horizontally and in columns.
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import VerticalLayout from './examples/VerticalLayout'
import verticalCode from './examples/VerticalLayout.tsx?raw'
import HorizontalLayout from './examples/HorizontalLayout'
import horizontalCode from './examples/HorizontalLayout.tsx?raw'
import MultiColumnLayout from './examples/MultiColumnLayout'
import multiCode from './examples/MultiColumnLayout.tsx?raw'

export default function FormLayoutsPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.forms.layouts.title')}
      intro={t('ui.forms.layouts.intro')}
      items={[
        {
          id: 'vertical',
          title: t('ui.forms.layouts.vertical'),
          code: verticalCode,
          Example: VerticalLayout
        },
        {
          id: 'horizontal',
          title: t('ui.forms.layouts.horizontal'),
          code: horizontalCode,
          Example: HorizontalLayout
        },
        {
          id: 'multi-column',
          title: t('ui.forms.layouts.multiColumn'),
          code: multiCode,
          Example: MultiColumnLayout,
          wide: true
        }
      ]}
    />
  )
}
