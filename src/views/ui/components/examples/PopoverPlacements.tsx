import { useTranslation } from 'react-i18next'
import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { UncontrolledPopover } from '@/@core/components/overlay/Popover'

const PLACEMENTS = ['top', 'end', 'bottom', 'start'] as const

export function PopoverPlacements() {
  const { t } = useTranslation()
  return (
    <div className="d-flex flex-wrap gap-2">
      {PLACEMENTS.map((placement) => (
        <span key={placement}>
          <Button id={`popover-${placement}`} color="primary" outline type="button">
            {t(`ui.components.placements.${placement}`)}
          </Button>
          <UncontrolledPopover target={`popover-${placement}`} placement={placement}>
            <PopoverHeader>{t('ui.components.popovers.header')}</PopoverHeader>
            <PopoverBody>{t('ui.components.popovers.body')}</PopoverBody>
          </UncontrolledPopover>
        </span>
      ))}
    </div>
  )
}
