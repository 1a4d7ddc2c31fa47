// Account settings' calls: the signed-in user's own account through the API server (the fake database in demo
// mode), and the template settings through the fake database (spec §7 GET /account-setting/data).
import { http } from '@/auth/http'
import {
  ACCOUNT_PATHS,
  type Account,
  type AccountSession,
  type AccountUpdate,
  type PasswordChange
} from '@/contracts/account'
import {
  ACCOUNT_SETTINGS_PATHS,
  type AccountSettingsData,
  type ConnectionService,
  type InfoSettings,
  type NotificationFlag,
  type SocialLinksSettings
} from '@/contracts/accountSettings'
import { apiThunk } from '../shared/apiThunk'

export const accountSettingsApi = {
  async load(_: void): Promise<{ settings: AccountSettingsData; account: Account }> {
    const [settings, account] = await Promise.all([
      http.get<AccountSettingsData>(ACCOUNT_SETTINGS_PATHS.data),
      http.get<{ data: Account }>(ACCOUNT_PATHS.account)
    ])
    return { settings: settings.data, account: account.data.data }
  },
  async saveAccount(update: AccountUpdate): Promise<Account> {
    const { data } = await http.put<{ data: Account }>(ACCOUNT_PATHS.account, update)
    return data.data
  },
  async saveCompany(company: string): Promise<string> {
    const { data } = await http.post<{ general: { company: string } }>(ACCOUNT_SETTINGS_PATHS.general, {
      company
    })
    return data.general.company
  },
  async changePassword(change: PasswordChange): Promise<{ signedOut: number }> {
    const { data } = await http.put<{ ok: true; signedOut: number }>(ACCOUNT_PATHS.password, change)
    return { signedOut: data.signedOut }
  },
  async sessions(_: void): Promise<AccountSession[]> {
    const { data } = await http.get<{ data: AccountSession[] }>(ACCOUNT_PATHS.sessions)
    return data.data
  },
  async signOutSession(id: string): Promise<string> {
    await http.delete(`${ACCOUNT_PATHS.sessions}/${encodeURIComponent(id)}`)
    return id
  },
  async signOutOthers(_: void): Promise<number> {
    const { data } = await http.post<{ signedOut: number }>(ACCOUNT_PATHS.signOutOthers)
    return data.signedOut
  },
  async saveInfo(info: InfoSettings): Promise<InfoSettings> {
    const { data } = await http.post<{ info: InfoSettings }>(ACCOUNT_SETTINGS_PATHS.info, info)
    return data.info
  },
  async saveSocial(links: SocialLinksSettings): Promise<SocialLinksSettings> {
    const { data } = await http.post<{ socialLinks: SocialLinksSettings }>(
      ACCOUNT_SETTINGS_PATHS.social,
      links
    )
    return data.socialLinks
  },
  async saveConnection(change: { service: ConnectionService; connected: boolean }) {
    const { data } = await http.post<{ connections: AccountSettingsData['social']['connections'] }>(
      ACCOUNT_SETTINGS_PATHS.connection,
      change
    )
    return data.connections
  },
  async saveNotifications(flags: Record<NotificationFlag, boolean>) {
    const { data } = await http.post<{ notification: Record<NotificationFlag, boolean> }>(
      ACCOUNT_SETTINGS_PATHS.notification,
      flags
    )
    return data.notification
  }
}

export const fetchAccountSettings = apiThunk('accountSettings/load', accountSettingsApi.load)
export const saveAccount = apiThunk('accountSettings/saveAccount', accountSettingsApi.saveAccount)
export const saveCompany = apiThunk('accountSettings/saveCompany', accountSettingsApi.saveCompany)
export const changePassword = apiThunk('accountSettings/changePassword', accountSettingsApi.changePassword)
export const fetchSessions = apiThunk('accountSettings/sessions', accountSettingsApi.sessions)
export const signOutSession = apiThunk('accountSettings/signOutSession', accountSettingsApi.signOutSession)
export const signOutOthers = apiThunk('accountSettings/signOutOthers', accountSettingsApi.signOutOthers)
export const saveInfo = apiThunk('accountSettings/saveInfo', accountSettingsApi.saveInfo)
export const saveSocial = apiThunk('accountSettings/saveSocial', accountSettingsApi.saveSocial)
export const saveConnection = apiThunk('accountSettings/saveConnection', accountSettingsApi.saveConnection)
export const saveNotifications = apiThunk(
  'accountSettings/saveNotifications',
  accountSettingsApi.saveNotifications
)
