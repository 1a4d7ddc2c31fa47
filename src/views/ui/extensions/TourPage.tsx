// /extensions/tour
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import GuidedTour from './examples/GuidedTour'
import guidedTourCode from './examples/GuidedTour.tsx?raw'

export default function TourPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.tour.title')}
      intro={t('ui.extensions.tour.intro')}
      items={[
        { id: 'tour', title: t('ui.extensions.tour.title'), code: guidedTourCode, Example: GuidedTour }
      ]}
    />
  )
}
