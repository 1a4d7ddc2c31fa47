// The browser's own date and time pickers: localised, keyboard-usable and without a library.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, FormGroup, Input, Label, Row } from 'reactstrap'

const FIELDS = [
  { key: 'date', type: 'date', value: '2026-03-14' },
  { key: 'time', type: 'time', value: '20:30' },
  { key: 'dateTime', type: 'datetime-local', value: '2026-03-14T20:30' },
  { key: 'month', type: 'month', value: '2026-03' }
] as const

export default function DateTimeInputs() {
  const { t } = useTranslation()
  const id = useId()
  return (
    <Row className="g-3">
      {FIELDS.map(({ key, type, value }) => (
        <Col sm={6} key={key}>
          <FormGroup className="mb-0">
            <Label for={`${id}-${key}`}>{t(`ui.forms.elements.${key}`)}</Label>
            <Input id={`${id}-${key}`} type={type} defaultValue={value} />
          </FormGroup>
        </Col>
      ))}
    </Row>
  )
}
