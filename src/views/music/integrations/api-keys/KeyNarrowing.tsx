import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ApiKey } from '@/contracts/apiKeys'

/** Says why a key does less than its scope: its owner's role changed, or the owner is deactivated or deleted. */
export function KeyNarrowing({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation()
  if (apiKey.access === 'full') return null
  const { name, role } = apiKey.owner
  const text =
    role === null
      ? t('music.integrations.apiKeys.stoppedOwner', { owner: name })
      : t(
          apiKey.access === 'none'
            ? 'music.integrations.apiKeys.stoppedRole'
            : 'music.integrations.apiKeys.narrowed',
          {
            owner: name,
            role: t(`music.integrations.apiKeys.roles.${role}`, { defaultValue: role })
          }
        )
  return (
    <div className="small text-warning-emphasis mt-1 d-flex align-items-start gap-1">
      <TriangleAlert size={14} aria-hidden="true" className="flex-shrink-0 mt-1" />
      <span>
        <bdi>{text}</bdi>
      </span>
    </div>
  )
}
