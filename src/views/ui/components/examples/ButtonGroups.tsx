import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonGroup } from 'reactstrap'

const VIEWS = ['day', 'week', 'month'] as const

export function ButtonGroups() {
  const { t } = useTranslation()
  const [view, setView] = useState<(typeof VIEWS)[number]>('week')
  return (
    <ButtonGroup aria-label={t('ui.components.buttons.groupLabel')}>
      {VIEWS.map((option) => (
        <Button
          key={option}
          color="primary"
          outline={view !== option}
          aria-pressed={view === option}
          onClick={() => setView(option)}
        >
          {t(`ui.components.buttons.views.${option}`)}
        </Button>
      ))}
    </ButtonGroup>
  )
}
