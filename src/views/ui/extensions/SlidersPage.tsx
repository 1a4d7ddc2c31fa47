// /extensions/sliders
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import RangeSliders from './examples/RangeSliders'
import rangeSlidersCode from './examples/RangeSliders.tsx?raw'

export default function SlidersPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.sliders.title')}
      intro={t('ui.extensions.sliders.intro')}
      items={[
        {
          id: 'sliders',
          title: t('ui.extensions.sliders.title'),
          code: rangeSlidersCode,
          Example: RangeSliders
        }
      ]}
    />
  )
}
