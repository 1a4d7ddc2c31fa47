import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** "Changes saved." beside a form's buttons after a save, announced to screen readers. */
export function SavedNote({ shown, text }: { shown: boolean; text?: string }) {
  const { t } = useTranslation()
  return (
    <span role="status" className="text-success d-inline-flex align-items-center gap-1">
      {shown && (
        <>
          <Check size={16} aria-hidden="true" />
          {text ?? t('pages.accountSettings.saved')}
        </>
      )}
    </span>
  )
}
