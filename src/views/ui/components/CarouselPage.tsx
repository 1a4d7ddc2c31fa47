import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicCarousel } from './examples/BasicCarousel'
import basicCarouselCode from './examples/BasicCarousel.tsx?raw'

export default function CarouselPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.carousel.title')} intro={t('ui.components.carousel.intro')}>
      <ShowcaseExample title={t('ui.components.carousel.basic')} code={basicCarouselCode}>
        <BasicCarousel />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
