// /extensions/drag-and-drop
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import SortableList from './examples/SortableList'
import sortableListCode from './examples/SortableList.tsx?raw'
import SortableCards from './examples/SortableCards'
import sortableCardsCode from './examples/SortableCards.tsx?raw'

export default function DragAndDropPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.dnd.title')}
      intro={t('ui.extensions.dnd.intro')}
      items={[
        {
          id: 'list',
          title: t('ui.extensions.dnd.listTitle'),
          code: sortableListCode,
          Example: SortableList
        },
        {
          id: 'cards',
          title: t('ui.extensions.dnd.cardsTitle'),
          code: sortableCardsCode,
          Example: SortableCards
        }
      ]}
    />
  )
}
