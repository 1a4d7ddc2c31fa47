// /extensions/ratings
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import StarRating from './examples/StarRating'
import starRatingCode from './examples/StarRating.tsx?raw'

export default function RatingsPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.ratings.title')}
      intro={t('ui.extensions.ratings.intro')}
      items={[
        { id: 'ratings', title: t('ui.extensions.ratings.title'), code: starRatingCode, Example: StarRating }
      ]}
    />
  )
}
