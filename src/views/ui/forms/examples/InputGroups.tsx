// Text and buttons attached to an input: before, after, both, a checkbox and the three sizes.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { Button, Input, InputGroup, InputGroupText, Label } from 'reactstrap'

export default function InputGroups() {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="d-grid gap-3">
      <div>
        <Label for={`${id}-handle`}>{t('ui.forms.groups.handle')}</Label>
        <InputGroup>
          <InputGroupText>@</InputGroupText>
          <Input id={`${id}-handle`} placeholder="vibeline" />
        </InputGroup>
      </div>
      <div>
        <Label for={`${id}-site`}>{t('ui.forms.groups.site')}</Label>
        {/* dir="ltr" on the Latin add-ons: in Arabic the bidi algorithm would turn "https://" into "//:https". */}
        <InputGroup>
          <InputGroupText dir="ltr">https://</InputGroupText>
          <Input id={`${id}-site`} dir="ltr" />
          <InputGroupText dir="ltr">.fm</InputGroupText>
        </InputGroup>
      </div>
      <div>
        <Label for={`${id}-price`}>{t('ui.forms.groups.price')}</Label>
        <InputGroup>
          <InputGroupText>$</InputGroupText>
          <Input id={`${id}-price`} type="number" min={0} step={0.01} />
          <InputGroupText dir="ltr">.00</InputGroupText>
        </InputGroup>
      </div>
      <div>
        <Label for={`${id}-search`}>{t('ui.forms.groups.search')}</Label>
        <InputGroup>
          <InputGroupText>
            <Search size={16} aria-hidden="true" />
          </InputGroupText>
          <Input id={`${id}-search`} type="search" />
          <Button color="primary">{t('ui.forms.groups.go')}</Button>
        </InputGroup>
      </div>
      <div>
        <Label for={`${id}-note`}>{t('ui.forms.groups.note')}</Label>
        <InputGroup>
          <InputGroupText>
            <Input type="checkbox" className="mt-0" aria-label={t('ui.forms.groups.pin')} id={`${id}-pin`} />
          </InputGroupText>
          <Input id={`${id}-note`} />
        </InputGroup>
      </div>
      {(['sm', undefined, 'lg'] as const).map((size) => (
        <InputGroup key={size ?? 'md'} size={size}>
          <InputGroupText id={`${id}-size-${size ?? 'md'}`}>
            {t(`ui.forms.groups.size.${size ?? 'md'}`)}
          </InputGroupText>
          <Input aria-labelledby={`${id}-size-${size ?? 'md'}`} />
        </InputGroup>
      ))}
    </div>
  )
}
