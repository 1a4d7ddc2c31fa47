import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, Table } from 'reactstrap'
import { Check, X } from 'lucide-react'
import type { Action, Subject } from '@/contracts/abilities'
import { useAbility } from '@/configs/AbilityContext'
import { useAppSelector } from '@/redux/hooks'
import { selectAbilityRules, selectUserData } from '@/redux/authSlice'

const SAMPLES: { key: string; action: Action; subject: Subject }[] = [
  { key: 'readTrack', action: 'read', subject: 'Track' },
  { key: 'updateTrack', action: 'update', subject: 'Track' },
  { key: 'deleteTrack', action: 'delete', subject: 'Track' },
  { key: 'readUser', action: 'read', subject: 'User' },
  { key: 'manageUser', action: 'manage', subject: 'User' },
  { key: 'readTemplate', action: 'read', subject: 'Template' },
  { key: 'readAcl', action: 'read', subject: 'ACL' },
  { key: 'manageAll', action: 'manage', subject: 'all' }
]

/** Spec §2 /access-control: what the signed-in user's ability allows, for those who may read ACL. */
export default function AccessControl() {
  const { t } = useTranslation()
  const ability = useAbility()
  const user = useAppSelector(selectUserData)
  const rules = useAppSelector(selectAbilityRules) ?? []
  return (
    <div>
      <h1 className="h3 mb-1">{t('accessControl.title')}</h1>
      <p className="text-body-secondary mb-1">{t('accessControl.intro')}</p>
      {user && (
        <p className="mb-4">
          {t('accessControl.signedInAs', { name: user.fullName || user.username, role: user.role })}
        </p>
      )}
      <div className="row g-4">
        <div className="col-lg-5">
          <Card className="h-100">
            <CardHeader tag="h2" className="h5 mb-0 bg-transparent">
              {t('accessControl.rulesTitle')}
            </CardHeader>
            <CardBody>
              {rules.length === 0 ? (
                <p className="mb-0 text-body-secondary">{t('accessControl.noRules')}</p>
              ) : (
                <Table responsive className="mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('accessControl.action')}</th>
                      <th scope="col">{t('accessControl.subject')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rules.map((rule) => (
                      <tr key={`${rule.action}-${rule.subject}`}>
                        <td>
                          <code>{rule.action}</code>
                        </td>
                        <td>
                          <code>{rule.subject}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </CardBody>
          </Card>
        </div>
        <div className="col-lg-7">
          <Card className="h-100">
            <CardHeader tag="h2" className="h5 mb-0 bg-transparent">
              {t('accessControl.samplesTitle')}
            </CardHeader>
            <CardBody>
              <ul className="list-unstyled mb-0">
                {SAMPLES.map((sample) => {
                  const allowed = ability.can(sample.action, sample.subject)
                  return (
                    <li
                      key={sample.key}
                      className="d-flex justify-content-between align-items-center py-2 border-bottom"
                    >
                      <span>
                        {t(`accessControl.samples.${sample.key}`)}{' '}
                        <code className="small">
                          {sample.action} {sample.subject}
                        </code>
                      </span>
                      <span
                        className={`badge d-inline-flex align-items-center gap-1 ${allowed ? 'bg-success-subtle text-success-emphasis' : 'bg-danger-subtle text-danger-emphasis'}`}
                      >
                        {allowed ? (
                          <Check size={14} aria-hidden="true" />
                        ) : (
                          <X size={14} aria-hidden="true" />
                        )}
                        {allowed ? t('accessControl.allowed') : t('accessControl.denied')}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </CardBody>
          </Card>
        </div>
      </div>
      <p className="small text-body-secondary mt-3 mb-0">{t('accessControl.aclOnly')}</p>
    </div>
  )
}
