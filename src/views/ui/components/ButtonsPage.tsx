import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { ButtonVariants } from './examples/ButtonVariants'
import buttonVariantsCode from './examples/ButtonVariants.tsx?raw'
import { ButtonSizes } from './examples/ButtonSizes'
import buttonSizesCode from './examples/ButtonSizes.tsx?raw'
import { IconButtons } from './examples/IconButtons'
import iconButtonsCode from './examples/IconButtons.tsx?raw'
import { ButtonGroups } from './examples/ButtonGroups'
import buttonGroupsCode from './examples/ButtonGroups.tsx?raw'
import { RippleButtons } from './examples/RippleButtons'
import rippleButtonsCode from './examples/RippleButtons.tsx?raw'

export default function ButtonsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.buttons.title')} intro={t('ui.components.buttons.intro')}>
      <ShowcaseExample title={t('ui.components.buttons.variants')} code={buttonVariantsCode}>
        <ButtonVariants />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.buttons.sizes')} code={buttonSizesCode}>
        <ButtonSizes />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.buttons.icons')} code={iconButtonsCode}>
        <IconButtons />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.buttons.groups')} code={buttonGroupsCode}>
        <ButtonGroups />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.buttons.rippleTitle')} code={rippleButtonsCode}>
        <RippleButtons />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
