import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { InitialsAvatars } from './examples/InitialsAvatars'
import initialsAvatarsCode from './examples/InitialsAvatars.tsx?raw'
import { ImageStatusAvatars } from './examples/ImageStatusAvatars'
import imageStatusAvatarsCode from './examples/ImageStatusAvatars.tsx?raw'
import { AvatarGroup } from './examples/AvatarGroup'
import avatarGroupCode from './examples/AvatarGroup.tsx?raw'

export default function AvatarPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.avatar.title')} intro={t('ui.components.avatar.intro')}>
      <ShowcaseExample title={t('ui.components.avatar.initials')} code={initialsAvatarsCode}>
        <InitialsAvatars />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.avatar.statusTitle')} code={imageStatusAvatarsCode}>
        <ImageStatusAvatars />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.avatar.group')} code={avatarGroupCode}>
        <AvatarGroup />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
