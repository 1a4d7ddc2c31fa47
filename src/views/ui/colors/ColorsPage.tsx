import { useTranslation } from 'react-i18next'
import { Badge, Card, CardBody, Table } from 'reactstrap'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { contrastRatio, grade } from './contrast'

// The palette of src/assets/scss/_config.scss and the two surfaces cards sit on (light and dark skins).
const PALETTE = {
  primary: '#6658e8',
  secondary: '#6e7277',
  success: '#198754',
  info: '#00cfe8',
  warning: '#ff9f43',
  danger: '#d63c3d',
  dark: '#212529'
} as const
const SURFACES = { light: '#ffffff', dark: '#283046' } as const

function Ratio({ color, surface }: { color: string; surface: string }) {
  const { t, i18n } = useTranslation()
  const ratio = contrastRatio(color, surface)
  const level = grade(ratio)
  const tone = level === 'aa' ? 'success' : level === 'aaLarge' ? 'warning' : 'danger'
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span
        className="contrast-sample d-inline-flex align-items-center justify-content-center rounded border px-2 fw-semibold"
        style={{ background: surface, color }}
        aria-hidden="true"
      />
      <span dir="ltr">{ratio.toLocaleString(i18n.language, { maximumFractionDigits: 2 })}:1</span>
      <Badge className={`bg-${tone}-subtle text-${tone}-emphasis`}>{t(`ui.colors.grades.${level}`)}</Badge>
    </span>
  )
}

export default function ColorsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.colors.title')} intro={t('ui.colors.intro')}>
      <Card>
        <CardBody>
          {/* Scrolls sideways on a phone: focusable so that the keyboard can scroll it. */}
          <div className="table-responsive" tabIndex={0} role="region" aria-label={t('ui.colors.caption')}>
            <Table className="align-middle mb-0">
              <caption className="text-body-secondary">{t('ui.colors.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ui.colors.columns.color')}</th>
                  <th scope="col">{t('ui.colors.columns.value')}</th>
                  <th scope="col">{t('ui.colors.columns.light')}</th>
                  <th scope="col">{t('ui.colors.columns.dark')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(PALETTE).map(([name, hex]) => (
                  <tr key={name}>
                    <th scope="row" className="fw-normal">
                      <span className="d-inline-flex align-items-center gap-2">
                        <span
                          className={`d-inline-block rounded bg-${name}`}
                          style={{ width: 28, height: 28 }}
                          aria-hidden="true"
                        />
                        {t(`ui.colorNames.${name}`)}
                      </span>
                    </th>
                    <td>
                      <code dir="ltr">{hex}</code>
                    </td>
                    <td>
                      <Ratio color={hex} surface={SURFACES.light} />
                    </td>
                    <td>
                      <Ratio color={hex} surface={SURFACES.dark} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </CardBody>
      </Card>
      <h2 className="h5 mt-4">{t('ui.colors.subtleTitle')}</h2>
      <div className="d-flex flex-wrap gap-2">
        {Object.keys(PALETTE).map((name) => (
          <span
            key={name}
            className={`px-3 py-2 rounded bg-${name}-subtle text-${name}-emphasis border border-${name}-subtle`}
          >
            {t(`ui.colorNames.${name}`)}
          </span>
        ))}
      </div>
    </ShowcasePage>
  )
}
