import { useTranslation } from 'react-i18next'
import {
  Button,
  DropdownItem,
  DropdownMenu,
  DropdownToggle,
  UncontrolledButtonDropdown,
  UncontrolledDropdown
} from 'reactstrap'

export function BasicDropdowns() {
  const { t } = useTranslation()
  const items = (
    <>
      <DropdownItem header>{t('ui.components.dropdowns.header')}</DropdownItem>
      <DropdownItem>{t('ui.components.dropdowns.edit')}</DropdownItem>
      <DropdownItem>{t('ui.components.dropdowns.duplicate')}</DropdownItem>
      <DropdownItem disabled>{t('ui.components.dropdowns.archive')}</DropdownItem>
      <DropdownItem divider />
      <DropdownItem className="text-danger">{t('ui.components.dropdowns.delete')}</DropdownItem>
    </>
  )
  return (
    <div className="d-flex flex-wrap gap-3">
      <UncontrolledDropdown>
        <DropdownToggle caret color="primary">
          {t('ui.components.dropdowns.basic')}
        </DropdownToggle>
        <DropdownMenu>{items}</DropdownMenu>
      </UncontrolledDropdown>
      <UncontrolledButtonDropdown>
        <Button color="success">{t('ui.components.dropdowns.split')}</Button>
        <DropdownToggle split color="success" aria-label={t('ui.components.dropdowns.more')} />
        <DropdownMenu>{items}</DropdownMenu>
      </UncontrolledButtonDropdown>
      <UncontrolledDropdown direction="up">
        <DropdownToggle caret color="secondary" outline>
          {t('ui.components.dropdowns.dropup')}
        </DropdownToggle>
        <DropdownMenu>{items}</DropdownMenu>
      </UncontrolledDropdown>
      <UncontrolledDropdown direction="end">
        <DropdownToggle caret color="info" outline>
          {t('ui.components.dropdowns.dropend')}
        </DropdownToggle>
        <DropdownMenu>{items}</DropdownMenu>
      </UncontrolledDropdown>
    </div>
  )
}
