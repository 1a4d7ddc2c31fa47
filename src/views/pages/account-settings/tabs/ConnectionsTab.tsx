// Connections: Twitter, Google, Facebook and GitHub, each connected (with its account) or not; one button each.
import { useState } from 'react'
import { Github, Globe, Link2, Twitter, type LucideIcon } from 'lucide-react'
import { Alert, Button } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { CONNECTIONS, type AccountSettingsData, type ConnectionService } from '@/contracts/accountSettings'
import { useAppDispatch } from '@/redux/hooks'
import { Avatar } from '../../shared/Avatar'
import { saveConnection } from '../accountSettingsApi'

type Connections = AccountSettingsData['social']['connections']

const ICONS: Record<ConnectionService, LucideIcon> = {
  twitter: Twitter,
  google: Globe,
  facebook: Link2,
  github: Github
}

export function ConnectionsTab({
  connections,
  onSaved
}: {
  connections: Connections
  onSaved: (connections: Connections) => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState<ConnectionService | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const toggle = async (service: ConnectionService) => {
    const connected = connections[service] === null
    setBusy(service)
    setError(null)
    const result = await dispatch(saveConnection({ service, connected }))
    setBusy(null)
    if (!saveConnection.fulfilled.match(result)) {
      setError(result.payload ?? t('pages.common.failed'))
      return
    }
    onSaved(result.payload)
    const name = t(`pages.accountSettings.connections.${service}`)
    const text = t(
      connected
        ? 'pages.accountSettings.connections.connectedToast'
        : 'pages.accountSettings.connections.disconnectedToast',
      { name }
    )
    setAnnouncement(text)
    toast.success(text)
  }

  return (
    <section aria-labelledby="account-tab-connections">
      <p className="text-body-secondary">{t('pages.accountSettings.connections.intro')}</p>
      {error && (
        <Alert color="danger" fade={false} role="alert">
          {error}
        </Alert>
      )}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <ul className="list-unstyled ps-0 mb-0 border-top">
        {CONNECTIONS.map((service) => {
          const Icon = ICONS[service]
          const connection = connections[service]
          const name = t(`pages.accountSettings.connections.${service}`)
          return (
            <li key={service} className="d-flex flex-wrap align-items-center gap-3 py-3 border-bottom">
              <span className="icon-tile bg-primary-subtle text-primary-emphasis">
                <Icon size={20} aria-hidden="true" />
              </span>
              <div className="flex-grow-1">
                <p className="mb-0 fw-semibold">{name}</p>
                {connection ? (
                  <p className="mb-0 small d-flex align-items-center gap-2">
                    <Avatar name={connection.id} src={connection.profileImg} size={20} />
                    <bdi>{connection.id}</bdi>
                  </p>
                ) : (
                  <p className="mb-0 small text-body-secondary">
                    {t('pages.accountSettings.connections.notConnected')}
                  </p>
                )}
              </div>
              <Button
                color={connection ? 'danger' : 'primary'}
                outline
                size="sm"
                disabled={busy !== null}
                onClick={() => void toggle(service)}
              >
                {busy === service
                  ? t('pages.common.saving')
                  : t(
                      connection
                        ? 'pages.accountSettings.connections.disconnect'
                        : 'pages.accountSettings.connections.connect'
                    )}
                <span className="visually-hidden">: {name}</span>
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
