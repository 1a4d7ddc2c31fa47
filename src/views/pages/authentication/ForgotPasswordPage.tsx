import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isDemoMode } from '@/configs/apiMode'
import { AuthShell } from './components/AuthShell'
import { ForgotPasswordForm } from './components/ForgotPasswordForm'

/** Neither mode sends password emails; the page says so plainly instead of pretending a link went out. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  return (
    <AuthShell variant="cover" title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sentTo && (
        <div className="alert alert-info" role="status">
          {isDemoMode ? t('auth.forgot.demoDone') : t('auth.forgot.serverDone', { email: sentTo })}
        </div>
      )}
      <ForgotPasswordForm idPrefix="forgot" onSubmit={(email) => setSentTo(email)} />
    </AuthShell>
  )
}
