// Server mode answers the template apps from the in-browser fake database: their screens and menu items say so.
// In demo mode everything is demo material, so neither appears.
import { useTranslation } from 'react-i18next'
import { isDemoMode } from '@/configs/apiMode'

/** One sentence at the top of a template demo screen (server mode only). */
export function DemoNotice({ demoMode = isDemoMode }: { demoMode?: boolean }) {
  const { t } = useTranslation()
  if (demoMode) return null
  return (
    <p className="alert alert-warning py-2 px-3 small mb-3" role="note">
      {t('demoArea.notice')}
    </p>
  )
}

/** The small "Demo" badge of a template demo area's menu item (server mode only). */
export function DemoBadge({ demoMode = isDemoMode }: { demoMode?: boolean }) {
  const { t } = useTranslation()
  if (demoMode) return null
  return (
    <span className="badge rounded-pill text-bg-warning demo-badge ms-auto" data-testid="demo-badge">
      {t('demoArea.badge')}
    </span>
  )
}
