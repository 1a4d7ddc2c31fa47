// /extensions/image-slider
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import ImageSlider from './examples/ImageSlider'
import imageSliderCode from './examples/ImageSlider.tsx?raw'

export default function ImageSliderPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.slider.title')}
      intro={t('ui.extensions.slider.intro')}
      items={[
        {
          id: 'image-slider',
          title: t('ui.extensions.slider.title'),
          code: imageSliderCode,
          Example: ImageSlider
        }
      ]}
    />
  )
}
