import { useTranslation } from 'react-i18next'
import { Button, UncontrolledTooltip } from 'reactstrap'

const PLACEMENTS = ['top', 'end', 'bottom', 'start'] as const
const physical = (placement: (typeof PLACEMENTS)[number], rtl: boolean) =>
  placement === 'end'
    ? rtl
      ? 'left'
      : 'right'
    : placement === 'start'
      ? rtl
        ? 'right'
        : 'left'
      : placement

export function TooltipPlacements() {
  const { t, i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
  return (
    <div className="d-flex flex-wrap gap-2">
      {PLACEMENTS.map((placement) => (
        <span key={placement}>
          <Button id={`tooltip-${placement}`} color="secondary" outline type="button">
            {t(`ui.components.placements.${placement}`)}
          </Button>
          <UncontrolledTooltip target={`tooltip-${placement}`} placement={physical(placement, rtl)}>
            {t('ui.components.tooltips.text', { side: t(`ui.components.placements.${placement}`) })}
          </UncontrolledTooltip>
        </span>
      ))}
    </div>
  )
}
