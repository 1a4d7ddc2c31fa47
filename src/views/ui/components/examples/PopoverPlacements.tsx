import { useTranslation } from 'react-i18next'
import { Button, PopoverBody, PopoverHeader, UncontrolledPopover } from 'reactstrap'

const PLACEMENTS = ['top', 'end', 'bottom', 'start'] as const
// Popper speaks in physical sides; start and end follow the reading direction.
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

export function PopoverPlacements() {
  const { t, i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
  return (
    <div className="d-flex flex-wrap gap-2">
      {PLACEMENTS.map((placement) => (
        <span key={placement}>
          <Button id={`popover-${placement}`} color="primary" outline type="button">
            {t(`ui.components.placements.${placement}`)}
          </Button>
          <UncontrolledPopover
            target={`popover-${placement}`}
            placement={physical(placement, rtl)}
            trigger="legacy"
          >
            <PopoverHeader>{t('ui.components.popovers.header')}</PopoverHeader>
            <PopoverBody>{t('ui.components.popovers.body')}</PopoverBody>
          </UncontrolledPopover>
        </span>
      ))}
    </div>
  )
}
