import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicNav } from './examples/BasicNav'
import basicNavCode from './examples/BasicNav.tsx?raw'
import { NavTabs } from './examples/NavTabs'
import navTabsCode from './examples/NavTabs.tsx?raw'

export default function NavsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.navs.title')} intro={t('ui.components.navs.intro')}>
      <ShowcaseExample title={t('ui.components.navs.basicTitle')} code={basicNavCode}>
        <BasicNav />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.navs.tabsTitle')} code={navTabsCode}>
        <NavTabs />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.navs.pillsTitle')} code={navTabsCode}>
        <NavTabs pills />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
