import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicBadges } from './examples/BasicBadges'
import basicBadgesCode from './examples/BasicBadges.tsx?raw'
import { BadgeInButton } from './examples/BadgeInButton'
import badgeInButtonCode from './examples/BadgeInButton.tsx?raw'

export default function BadgesPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.badges.title')} intro={t('ui.components.badges.intro')}>
      <ShowcaseExample title={t('ui.components.badges.basic')} code={basicBadgesCode}>
        <BasicBadges />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.badges.inButtons')} code={badgeInButtonCode}>
        <BadgeInButton />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
