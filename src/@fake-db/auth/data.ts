// The demo accounts (spec §6: admin manages all, client reads ACL and Auth) and the fake sign-in state.
import type { UserData } from '@/contracts/auth'

export type MockAccount = UserData & { password: string }

export const DEMO_ADMIN = { email: 'admin@demo.vibeline.app', password: 'admin' } as const
export const DEMO_CLIENT = { email: 'client@demo.vibeline.app', password: 'client' } as const

function seedAccounts(): MockAccount[] {
  return [
    {
      id: 1,
      fullName: 'Demo Admin',
      username: 'admin',
      avatar: null,
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 }
    },
    {
      id: 2,
      fullName: 'Demo Client',
      username: 'client',
      avatar: null,
      email: DEMO_CLIENT.email,
      password: DEMO_CLIENT.password,
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' }
      ],
      extras: { eCommerceCartItemsCount: 0 }
    }
  ]
}

export let accounts: MockAccount[] = seedAccounts()
/** Refresh tokens already exchanged or logged out (by token id): using one again is refused. */
export let usedRefreshTokens = new Set<string>()

export function resetAuthData(): void {
  accounts = seedAccounts()
  usedRefreshTokens = new Set()
}

export function publicUserData({ password: _password, ...user }: MockAccount): UserData {
  return user
}
