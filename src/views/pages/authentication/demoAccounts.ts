// The demo accounts the login page shows and fills in (they match src/@fake-db/auth/data.ts).
export type DemoAccount = {
  role: 'admin' | 'client'
  email: string
  password: string
  label: string
  useLabel: string
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@demo.vibeline.app',
    password: 'admin',
    label: 'auth.login.demoAdmin',
    useLabel: 'auth.login.useAdmin'
  },
  {
    role: 'client',
    email: 'client@demo.vibeline.app',
    password: 'client',
    label: 'auth.login.demoClient',
    useLabel: 'auth.login.useClient'
  }
]
