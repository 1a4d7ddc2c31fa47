import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'

const SINGLE = [
  { id: 'progress-plain', value: 25, props: {} },
  { id: 'progress-label', value: 50, props: { color: 'success' }, label: true },
  { id: 'progress-striped', value: 75, props: { color: 'info', striped: true } },
  { id: 'progress-animated', value: 60, props: { color: 'warning', striped: true, animated: true } }
]
const PARTS = [
  { key: 'streams', value: 30, color: 'primary' },
  { key: 'downloads', value: 20, color: 'success' },
  { key: 'skips', value: 15, color: 'danger' }
] as const

export function ProgressExamples() {
  const { t } = useTranslation()
  return (
    <div className="d-grid gap-3">
      {SINGLE.map(({ id, value, props, label }) => (
        <div key={id}>
          <div id={id} className="small mb-1">
            {t('ui.components.progress.upload')} — {value}%
          </div>
          <Progress value={value} barAriaLabelledBy={id} {...props}>
            {label ? `${value}%` : null}
          </Progress>
        </div>
      ))}
      <div>
        <div className="d-flex flex-wrap gap-3 small mb-1">
          {PARTS.map((part) => (
            <span key={part.key} id={`progress-part-${part.key}`}>
              <span
                className={`d-inline-block rounded-circle bg-${part.color} me-1`}
                style={{ width: 8, height: 8 }}
              />
              {t(`ui.components.progress.${part.key}`)} {part.value}%
            </span>
          ))}
        </div>
        <Progress multi>
          {PARTS.map((part) => (
            <Progress
              key={part.key}
              bar
              value={part.value}
              color={part.color}
              barAriaLabelledBy={`progress-part-${part.key}`}
            />
          ))}
        </Progress>
      </div>
    </div>
  )
}
