// Where and when the release may be played: the summary sentence, and for editors the editor that changes it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader } from 'reactstrap'
import { Globe, Pencil } from 'lucide-react'
import type { Availability } from '@/contracts/availability'
import { useAbility } from '@/configs/AbilityContext'
import { AvailabilityEditor } from './AvailabilityEditor'
import { availabilityText } from './availabilityText'

type Props = {
  availability: Availability
  /** Rejects with a WriteRefusal. */
  onSave: (availability: Availability) => Promise<unknown>
}

export function AvailabilityCard({ availability, onSave }: Props) {
  const { t, i18n } = useTranslation()
  const canUpdate = useAbility().can('update', 'Release')
  const [editing, setEditing] = useState(false)
  return (
    <Card className="mb-3">
      <CardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-transparent">
        <h2 className="h6 mb-0">{t('music.releases.availability.title')}</h2>
        {canUpdate && !editing && (
          <Button color="secondary" outline size="sm" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" className="me-1" />
            {t('music.releases.availability.edit')}
          </Button>
        )}
      </CardHeader>
      <CardBody>
        {editing ? (
          <AvailabilityEditor
            id="release-availability"
            value={availability}
            onCancel={() => setEditing(false)}
            onSave={async (next) => {
              await onSave(next)
              setEditing(false)
            }}
          />
        ) : (
          <p className="mb-0 d-flex gap-2 align-items-start" data-testid="availability-summary">
            <Globe size={16} aria-hidden="true" className="mt-1 flex-shrink-0" />
            <span>{availabilityText(availability, t, i18n.language)}</span>
          </p>
        )}
      </CardBody>
    </Card>
  )
}
