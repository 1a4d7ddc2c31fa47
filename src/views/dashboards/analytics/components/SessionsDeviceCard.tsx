import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { ArrowDown, ArrowUp, Monitor, Smartphone, Tablet } from 'lucide-react'
import { CARD_TIME_RANGES, type CardTimeRange, type SessionsDevice } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS, type ChartColor } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'
import { rangeOptions } from '../../shared/options'
import { useRangeCard } from '../../shared/useRangeCard'

const ICONS = { monitor: Monitor, smartphone: Smartphone, tablet: Tablet }

export function SessionsDeviceCard() {
  const { t, i18n } = useTranslation()
  const card = useRangeCard<SessionsDevice, CardTimeRange>('sessions-device', 'range', CARD_TIME_RANGES[0])
  const { data } = card
  const title = t('dashboards.sessionsDevice.title')
  const devices = data?.chart_info ?? []
  const names = devices.map((d) => t(`dashboards.sessionsDevice.devices.${d.name.toLowerCase()}`))
  const options = useMemo<ApexOptions>(
    () => ({
      labels: names,
      colors: devices.map((d) => CHART_COLORS[d.iconColor as ChartColor] ?? CHART_COLORS.primary),
      legend: { show: false },
      stroke: { width: 0 }
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names and colours follow the data
    [data, i18n.language]
  )
  return (
    <DashboardCard
      title={title}
      action={
        <OptionsDropdown
          label={t('dashboards.rangeOf', { title })}
          options={rangeOptions(t)}
          value={card.value}
          onChange={card.setValue}
        />
      }
    >
      <CardState loading={card.loading && !data} error={card.error} onRetry={card.retry} minHeight={300}>
        {data && (
          <div aria-busy={card.loading || undefined}>
            <ApexChart
              type="donut"
              height={220}
              series={devices.map((d) => d.usage)}
              options={options}
              label={t('dashboards.sessionsDevice.chart')}
              summary={devices.map((d, i) => `${names[i]}: ${d.usage}%`).join(', ')}
            />
            <ul className="list-unstyled mb-0 mt-3" data-testid="device-list">
              {devices.map((d, i) => {
                const Icon = ICONS[d.icon]
                return (
                  <li key={d.name} className="d-flex justify-content-between align-items-center py-1">
                    <span className="d-flex align-items-center gap-2">
                      <Icon size={18} className={`text-${d.iconColor}`} aria-hidden="true" />
                      <span className="fw-bold">{names[i]}</span>
                      <span>{d.usage.toLocaleString(i18n.language)}%</span>
                    </span>
                    <span className={d.upDown < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}>
                      {d.upDown < 0 ? (
                        <ArrowDown size={14} aria-hidden="true" />
                      ) : (
                        <ArrowUp size={14} aria-hidden="true" />
                      )}
                      <span className="visually-hidden">
                        {d.upDown < 0 ? t('dashboards.down') : t('dashboards.up')}
                      </span>
                      {Math.abs(d.upDown)}%
                    </span>
                  </li>
                )
              })}
            </ul>
          </div>
        )}
      </CardState>
    </DashboardCard>
  )
}
