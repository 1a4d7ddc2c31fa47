import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap'
import { LogOut, RotateCcw, Settings, ShieldCheck } from 'lucide-react'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { logout } from '@/auth/authThunks'
import { leaveApp } from '@/auth/leaveApp'
import { useNavigatorBridge } from '@/auth/useNavigatorBridge'
import { LOGIN_ROUTE } from '@/contracts/authConstants'
import { useAbility } from '@/configs/AbilityContext'
import { forgetDemoData, hasStoredDemoData } from '@/configs/demoData'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectUserData } from '@/redux/authSlice'
import './UserMenu.scss'

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  )
}

/**
 * The navbar's account dropdown: who is signed in, account settings, access control (for those who may read ACL),
 * "Reset demo data" (the template demo areas' sample data back, after a confirmation; offered only while some demo
 * area has changes kept in this browser) and log out.
 */
export function UserMenu() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const ability = useAbility()
  const user = useAppSelector(selectUserData)
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [confirmReset, setConfirmReset] = useState(false)
  // Every signed-in screen shows this menu, so it lends the router to the HTTP interceptors (session end).
  useNavigatorBridge()
  if (!user) return null
  const name = user.fullName || user.username
  // Roles outside the known list (a template account's) are shown as they are stored, capitalised.
  const roleLabel = (role: string) =>
    t(`auth.roles.${role}`, { defaultValue: role.charAt(0).toUpperCase() + role.slice(1) })

  const signOut = async () => {
    setLeaving(true)
    const result = await dispatch(logout())
    const endSessionUrl = logout.fulfilled.match(result) ? result.payload.endSessionUrl : null
    if (endSessionUrl) leaveApp(endSessionUrl)
    else navigate(LOGIN_ROUTE, { replace: true })
  }

  return (
    <div className="d-flex align-items-center gap-2">
      <span className="d-none d-sm-flex flex-column text-end lh-sm">
        <span className="fw-semibold text-body">{name}</span>
        <span className="small text-body-secondary">{roleLabel(user.role)}</span>
      </span>
      <Dropdown isOpen={open} toggle={() => setOpen((o) => !o)} className="user-menu">
        <DropdownToggle
          tag="button"
          type="button"
          className="btn p-0 border-0 rounded-circle"
          aria-label={t('auth.userMenu.open', { name })}
        >
          {user.avatar ? (
            <img src={user.avatar} alt="" width={38} height={38} className="rounded-circle" />
          ) : (
            <span
              className="user-initials rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center"
              style={{ width: 38, height: 38 }}
              aria-hidden="true"
              data-initials={initials(name)}
            />
          )}
        </DropdownToggle>
        {/* Closed, the menu is hidden: its items are rendered only while it is open. */}
        <DropdownMenu end>
          {open && (
            <>
              <DropdownItem header className="text-body-secondary small">
                <bdi dir="ltr">{user.email}</bdi>
              </DropdownItem>
              <DropdownItem
                tag={Link}
                to="/pages/account-settings"
                className="d-flex align-items-center gap-2"
              >
                <Settings size={16} aria-hidden="true" />
                {t('auth.userMenu.accountSettings')}
              </DropdownItem>
              {ability.can('read', 'ACL') && (
                <DropdownItem tag={Link} to="/access-control" className="d-flex align-items-center gap-2">
                  <ShieldCheck size={16} aria-hidden="true" />
                  {t('auth.userMenu.accessControl')}
                </DropdownItem>
              )}
              {hasStoredDemoData() && (
                <DropdownItem
                  className="d-flex align-items-center gap-2"
                  onClick={() => setConfirmReset(true)}
                >
                  <RotateCcw size={16} aria-hidden="true" />
                  {t('auth.userMenu.resetDemo')}
                </DropdownItem>
              )}
              <DropdownItem divider />
              <DropdownItem
                className="d-flex align-items-center gap-2"
                disabled={leaving}
                toggle={false}
                onClick={() => void signOut()}
              >
                <LogOut size={16} aria-hidden="true" className="flip-rtl" />
                {leaving ? t('auth.userMenu.loggingOut') : t('auth.userMenu.logout')}
              </DropdownItem>
            </>
          )}
        </DropdownMenu>
      </Dropdown>
      <ConfirmDialog
        isOpen={confirmReset}
        title={t('auth.userMenu.resetDemoTitle')}
        body={t('auth.userMenu.resetDemoText')}
        confirmLabel={t('auth.userMenu.resetDemoConfirm')}
        onConfirm={() => {
          forgetDemoData()
          window.location.reload()
        }}
        onClose={() => setConfirmReset(false)}
      />
    </div>
  )
}
