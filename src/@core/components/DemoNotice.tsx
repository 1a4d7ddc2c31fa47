// Server mode answers the template apps from the in-browser fake database: their screens say so (the menu says it in
// its section titles). In demo mode everything is demo material, so the notice does not appear.
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
