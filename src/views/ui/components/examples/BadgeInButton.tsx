import { useTranslation } from 'react-i18next'
import { Badge, Button } from 'reactstrap'
import { Bell } from 'lucide-react'

export function BadgeInButton() {
  const { t } = useTranslation()
  return (
    <div className="d-flex flex-wrap gap-4 align-items-center">
      <Button color="primary">
        {t('ui.components.badges.messages')}{' '}
        <Badge color="light" className="text-primary">
          4
        </Badge>
      </Button>
      <Button
        color="secondary"
        outline
        className="position-relative"
        aria-label={t('ui.components.badges.notifications', { count: 12 })}
      >
        <Bell size={18} aria-hidden="true" />
        <Badge
          color="danger"
          pill
          className="position-absolute top-0 start-100 translate-middle"
          aria-hidden="true"
        >
          12
        </Badge>
      </Button>
    </div>
  )
}
