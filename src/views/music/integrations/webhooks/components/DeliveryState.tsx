import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

const TONE = { pending: 'warning', delivered: 'success', failed: 'danger' } as const

export function DeliveryState({ state }: { state: keyof typeof TONE }) {
  const { t } = useTranslation()
  return (
    <Badge pill className={`bg-${TONE[state]}-subtle text-${TONE[state]}-emphasis`}>
      {t(`music.webhooks.states.${state}`)}
    </Badge>
  )
}
