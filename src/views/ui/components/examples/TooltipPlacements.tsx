import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@/@core/components/overlay/Tooltip'

const PLACEMENTS = ['top', 'end', 'bottom', 'start'] as const
export function TooltipPlacements() {
  const { t } = useTranslation()
  return (
    <div className="d-flex flex-wrap gap-2">
      {PLACEMENTS.map((placement) => (
        <span key={placement}>
          <Button id={`tooltip-${placement}`} color="secondary" outline type="button">
            {t(`ui.components.placements.${placement}`)}
          </Button>
          <UncontrolledTooltip target={`tooltip-${placement}`} placement={placement}>
            {t('ui.components.tooltips.text', { side: t(`ui.components.placements.${placement}`) })}
          </UncontrolledTooltip>
        </span>
      ))}
    </div>
  )
}
