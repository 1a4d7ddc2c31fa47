import { useTranslation } from 'react-i18next'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { IconGrid } from './IconGrid'
import './icons.scss'

export default function IconsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.icons.title')} intro={t('ui.icons.intro')}>
      <div className="card">
        <div className="card-body">
          <IconGrid />
        </div>
      </div>
    </ShowcasePage>
  )
}
