// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildAbility } from '@/configs/acl'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { visibleMenu } from '@/navigation/access'
import { menu } from '@/navigation/menu'
import { auditRoutes } from '@/views/music/audit/routes'
import { resolveAccess } from './guard'

const admin = buildAbility([{ action: 'manage', subject: 'all' }])
const viewer = buildAbility([{ action: 'read', subject: 'Track' }])
const guarded = { layout: 'main', action: 'update', resource: 'Track' } as const

describe('resolveAccess', () => {
  it('sends a visitor without a session to /login, remembering where they were going', () => {
    expect(
      resolveAccess(
        guarded,
        { isLoggedIn: false, ability: buildAbility(null), homePath: '/' },
        '/music/tracks?page=2'
      )
    ).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2Fmusic%2Ftracks%3Fpage%3D2'
    })
  })

  it('sends a user without the route ability to /misc/not-authorized', () => {
    expect(resolveAccess(guarded, { isLoggedIn: true, ability: viewer, homePath: '/' }, '/x')).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized'
    })
  })

  it('lets a user with the ability in', () => {
    expect(resolveAccess(guarded, { isLoggedIn: true, ability: admin, homePath: '/' }, '/x')).toEqual({
      kind: 'allow'
    })
  })

  it('sends a signed-in user away from a restricted public page such as /login', () => {
    const login = { layout: 'blank', publicRoute: true, restricted: true } as const
    expect(
      resolveAccess(login, { isLoggedIn: true, ability: admin, homePath: '/music/tracks' }, '/login')
    ).toEqual({
      kind: 'redirect',
      to: '/music/tracks'
    })
    expect(
      resolveAccess(login, { isLoggedIn: false, ability: buildAbility(null), homePath: '/' }, '/login')
    ).toEqual({ kind: 'allow' })
  })
})

describe('the audit log', () => {
  it('is for administrators only: the menu entry and the route', () => {
    const [route] = auditRoutes
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const ability = buildAbility(ROLE_ABILITIES[role])
      const items = visibleMenu(menu, ability).flatMap((s) => s.items.map((i) => i.navLink))
      const access = resolveAccess(route.meta, { isLoggedIn: true, ability, homePath: '/' }, '/music/audit')
      expect([role, items.includes('/music/audit'), access]).toEqual(
        role === 'admin'
          ? [role, true, { kind: 'allow' }]
          : [role, false, { kind: 'redirect', to: '/misc/not-authorized' }]
      )
    }
  })
})
