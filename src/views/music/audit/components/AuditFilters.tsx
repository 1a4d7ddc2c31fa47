// The audit log's filters: person, entity, action and a date range, each kept in the URL by the page.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, Input, Label, Row } from 'reactstrap'
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditListQuery,
  type AuditFilters as Filters
} from '@/contracts/audit'
import type { ListUpdate } from '@/@core/hooks/useUrlListParams'
import { ClearFilters } from '@/@core/components/list/ClearFilters'
import { FilterSelect } from '@/@core/components/list/FilterSelect'

export type Person = { id: number; name: string }

type Props = {
  filters: Filters
  /** The people the log has shown so far, to choose from. */
  people: Person[]
  onChange: (change: ListUpdate<typeof auditListQuery>) => void
}

/** A start date after the end date: the person's to fix before anything is asked of the API. */
export const badRange = (f: Filters) => Boolean(f.date_from && f.date_to && f.date_from > f.date_to)

export const AuditFilters = memo(function AuditFilters({ filters, people, onChange }: Props) {
  const { t } = useTranslation()
  const invalid = badRange(filters)
  const active = Object.values(filters).some((v) => v !== undefined && v !== '')
  const choices =
    filters.user_id !== undefined && !people.some((p) => p.id === filters.user_id)
      ? [...people, { id: filters.user_id, name: t('music.audit.userNumber', { id: filters.user_id }) }]
      : people

  return (
    <Row className="g-3 align-items-end" role="search">
      <Col sm={6} lg={3}>
        <Label for="audit-person">{t('music.audit.filters.person')}</Label>
        <Input
          id="audit-person"
          type="select"
          value={filters.user_id ?? ''}
          onChange={(e) =>
            onChange({ filters: { user_id: e.target.value ? Number(e.target.value) : undefined } })
          }
        >
          <option value="">{t('music.audit.filters.everyone')}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Input>
      </Col>
      <Col sm={6} lg={2}>
        <FilterSelect
          id="audit-entity"
          label={t('music.audit.filters.entity')}
          allLabel={t('music.audit.filters.allEntities')}
          value={filters.entity}
          options={AUDIT_ENTITIES}
          optionLabel={(e) => t(`music.audit.entities.${e}`)}
          onChange={(entity) => onChange({ filters: { entity, entity_id: undefined } })}
        />
      </Col>
      <Col sm={6} lg={2}>
        <FilterSelect
          id="audit-action"
          label={t('music.audit.filters.action')}
          allLabel={t('music.audit.filters.allActions')}
          value={filters.action}
          options={AUDIT_ACTIONS}
          optionLabel={(a) => t(`music.audit.actions.${a}`)}
          onChange={(action) => onChange({ filters: { action } })}
        />
      </Col>
      <Col xs={6} lg={2}>
        <Label for="audit-from">{t('music.audit.filters.from')}</Label>
        <Input
          id="audit-from"
          type="date"
          value={filters.date_from ?? ''}
          max={filters.date_to}
          invalid={invalid}
          aria-describedby={invalid ? 'audit-range-error' : undefined}
          onChange={(e) => onChange({ filters: { date_from: e.target.value || undefined } })}
        />
      </Col>
      <Col xs={6} lg={2}>
        <Label for="audit-to">{t('music.audit.filters.to')}</Label>
        <Input
          id="audit-to"
          type="date"
          value={filters.date_to ?? ''}
          min={filters.date_from}
          invalid={invalid}
          aria-describedby={invalid ? 'audit-range-error' : undefined}
          onChange={(e) => onChange({ filters: { date_to: e.target.value || undefined } })}
        />
      </Col>
      <Col lg={1} className="d-grid">
        <ClearFilters
          label={t('music.audit.filters.clear')}
          disabled={!active}
          onClick={() =>
            onChange({
              filters: {
                user_id: undefined,
                entity: undefined,
                action: undefined,
                entity_id: undefined,
                date_from: undefined,
                date_to: undefined
              }
            })
          }
        />
      </Col>
      {filters.entity_id && (
        <Col xs={12}>
          <span className="badge rounded-pill bg-info-subtle text-info-emphasis">
            {t('music.audit.filters.onlyEntity', {
              entity: filters.entity ? t(`music.audit.entities.${filters.entity}`) : '',
              id: filters.entity_id
            })}
          </span>
        </Col>
      )}
      {invalid && (
        <Col xs={12}>
          <p id="audit-range-error" className="text-danger small mb-0" role="alert">
            {t('music.audit.filters.badRange')}
          </p>
        </Col>
      )}
    </Row>
  )
})
