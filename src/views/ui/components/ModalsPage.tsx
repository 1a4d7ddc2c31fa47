import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { ModalSizes } from './examples/ModalSizes'
import modalSizesCode from './examples/ModalSizes.tsx?raw'
import { ScrollingCenteredModals } from './examples/ScrollingCenteredModals'
import scrollingCenteredModalsCode from './examples/ScrollingCenteredModals.tsx?raw'

export default function ModalsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.modals.title')} intro={t('ui.components.modals.intro')}>
      <ShowcaseExample title={t('ui.components.modals.sizesTitle')} code={modalSizesCode}>
        <ModalSizes />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.modals.kinds')} code={scrollingCenteredModalsCode}>
        <ScrollingCenteredModals />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
