// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildAbility } from '@/configs/acl'
import { abilityRuleSchema } from './auth'
import { abilityRulesForRole, INITIAL_ABILITY, ROLE_ABILITIES, SERVER_ROLES } from './abilities'

const can = (role: string, action: Parameters<ReturnType<typeof buildAbility>['can']>[0], subject: string) =>
  buildAbility(abilityRulesForRole(role)).can(action, subject as never)

describe('what each role may do', () => {
  it('an administrator manages everything, the audit log and API keys included', () => {
    for (const subject of ['Track', 'Playlist', 'PlayHistory', 'User', 'ACL', 'Template', 'Audit', 'ApiKey'])
      for (const action of ['read', 'create', 'update', 'delete'] as const)
        expect(can('admin', action, subject), `${action} ${subject}`).toBe(true)
  })

  it('an editor manages tracks and playlists, reads users, plays and the ACL page, and nothing more', () => {
    for (const subject of ['Track', 'Playlist'])
      for (const action of ['read', 'create', 'update', 'delete'] as const)
        expect(can('editor', action, subject), `${action} ${subject}`).toBe(true)
    for (const subject of ['User', 'PlayHistory', 'ACL', 'Auth', 'Template'])
      expect(can('editor', 'read', subject), `read ${subject}`).toBe(true)
    expect(can('editor', 'update', 'User')).toBe(false)
    expect(can('editor', 'delete', 'PlayHistory')).toBe(false)
    expect(can('editor', 'read', 'Audit')).toBe(false)
    expect(can('editor', 'read', 'ApiKey')).toBe(false)
    expect(can('editor', 'manage', 'all')).toBe(false)
  })

  it('a viewer reads tracks, playlists and plays, and changes nothing', () => {
    for (const subject of ['Track', 'Playlist', 'PlayHistory', 'Auth', 'Template'])
      expect(can('viewer', 'read', subject), `read ${subject}`).toBe(true)
    for (const subject of ['Track', 'Playlist'])
      for (const action of ['create', 'update', 'delete'] as const)
        expect(can('viewer', action, subject), `${action} ${subject}`).toBe(false)
    for (const subject of ['User', 'ACL', 'Audit', 'ApiKey'])
      expect(can('viewer', 'read', subject), `read ${subject}`).toBe(false)
  })

  it('anyone else, before or without a known role, may only read the sign-in', () => {
    for (const role of ['', 'root', 'Admin', 'toString', 'constructor', '__proto__']) {
      expect(abilityRulesForRole(role), role).toEqual([{ action: 'read', subject: 'Auth' }])
      expect(can(role, 'read', 'Template'), role).toBe(false)
    }
    expect(INITIAL_ABILITY).toEqual([{ action: 'read', subject: 'Auth' }])
    expect(can('', 'read', 'Auth')).toBe(true)
  })

  it('has rules for exactly the server roles', () => {
    expect([...SERVER_ROLES]).toEqual(['admin', 'editor', 'viewer'])
    expect(Object.keys(ROLE_ABILITIES).sort()).toEqual([...SERVER_ROLES].sort())
  })
})

describe('the rules in the sign-in answer', () => {
  it('pass the contract for every role', () => {
    for (const role of SERVER_ROLES)
      for (const rule of abilityRulesForRole(role)) expect(abilityRuleSchema.parse(rule)).toEqual(rule)
  })

  it('may name every action and subject the guards check, and nothing else', () => {
    for (const action of ['manage', 'create', 'read', 'update', 'delete'])
      expect(abilityRuleSchema.safeParse({ action, subject: 'Track' }).success, action).toBe(true)
    for (const subject of [
      'all',
      'Auth',
      'ACL',
      'Track',
      'Playlist',
      'PlayHistory',
      'User',
      'Template',
      'Audit',
      'ApiKey'
    ])
      expect(abilityRuleSchema.safeParse({ action: 'read', subject }).success, subject).toBe(true)
    expect(abilityRuleSchema.safeParse({ action: 'publish', subject: 'Track' }).success).toBe(false)
    expect(abilityRuleSchema.safeParse({ action: 'read', subject: 'track' }).success).toBe(false)
    expect(abilityRuleSchema.safeParse({ action: '', subject: '' }).success).toBe(false)
  })
})
