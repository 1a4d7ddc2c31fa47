// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { AccountSettingsData } from '@/contracts/accountSettings'
import type { MockRequest } from '../mock'
import { resetAccountSettings } from './data'
import { getSettings, saveConnection, saveGeneral, saveInfo, saveNotification, saveSocial } from './handlers'

const post = (body: unknown): MockRequest => ({ url: '', method: 'post', params: {}, body, headers: {} })
const settings = () => getSettings()[1] as AccountSettingsData

beforeEach(() => resetAccountSettings())

describe('GET /account-setting/data', () => {
  it('answers the spec §3 shape: general, info, social (links and connections) and six notification flags', () => {
    const data = settings()
    expect(Object.keys(data.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username'])
    expect(Object.keys(data.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website'])
    expect(Object.keys(data.social.socialLinks)).toEqual([
      'twitter',
      'facebook',
      'google',
      'linkedIn',
      'instagram',
      'quora'
    ])
    expect(Object.keys(data.social.connections)).toEqual(['twitter', 'google', 'facebook', 'github'])
    expect(data.social.connections.twitter).toEqual({
      id: '@vibeline',
      profileImg: expect.stringMatching(/^data:image/)
    })
    expect(data.social.connections.github).toBeNull()
    expect(Object.keys(data.notification)).toEqual([
      'commentOnArticle',
      'answerOnForm',
      'followMe',
      'newAnnouncements',
      'productUpdates',
      'blogDigest'
    ])
  })
})

describe('saving a tab', () => {
  it('saves the company, which is read back', () => {
    expect(saveGeneral(post({ company: ' Night Owl Records ' }))[0]).toBe(200)
    expect(settings().general.company).toBe('Night Owl Records')
    expect(saveGeneral(post({ company: 'x'.repeat(81) }))).toEqual([
      400,
      { error: 'A company name has at most 80 characters.' }
    ])
  })

  it('saves the information and refuses a future birthday, an unknown country or a bad phone', () => {
    const info = {
      bio: 'Hi',
      dob: '1990-02-28',
      country: 'Egypt',
      website: 'https://example.com',
      phone: '+20 2 555 0100'
    }
    expect(saveInfo(post(info))).toEqual([200, { info }])
    expect(settings().info).toEqual(info)
    expect(saveInfo(post({ ...info, dob: '2999-01-01' }))).toEqual([
      400,
      { error: 'Enter a date of birth in the past, as year-month-day.' }
    ])
    expect(saveInfo(post({ ...info, dob: '1990-02-30' }))[0]).toBe(400)
    expect(saveInfo(post({ ...info, country: 'Atlantis' }))).toEqual([
      400,
      { error: 'Choose a country from the list.' }
    ])
    expect(saveInfo(post({ ...info, phone: 'call me' }))[0]).toBe(400)
    expect(settings().info).toEqual(info)
  })

  it('saves social links as web addresses only', () => {
    const links = {
      twitter: '',
      facebook: 'https://facebook.com/me',
      google: '',
      linkedIn: '',
      instagram: '',
      quora: ''
    }
    expect(saveSocial(post(links))).toEqual([200, { socialLinks: links }])
    expect(settings().social.socialLinks).toEqual(links)
    expect(saveSocial(post({ ...links, quora: 'javascript:alert(1)' }))).toEqual([
      400,
      { error: 'Enter each link as a web address starting with http:// or https://.' }
    ])
  })

  it('connects and disconnects a service', () => {
    const [, connected] = saveConnection(post({ service: 'github', connected: true }))
    expect(
      (connected as { connections: AccountSettingsData['social']['connections'] }).connections.github
    ).toEqual({
      id: '@jane.doe',
      profileImg: expect.any(String)
    })
    saveConnection(post({ service: 'twitter', connected: false }))
    expect(settings().social.connections.twitter).toBeNull()
    expect(settings().social.connections.github).not.toBeNull()
    expect(saveConnection(post({ service: 'myspace', connected: true }))).toEqual([
      400,
      { error: 'Choose Twitter, Google, Facebook or GitHub.' }
    ])
  })

  it('saves all six notification flags, and refuses a partial or non-boolean set', () => {
    const flags = {
      commentOnArticle: false,
      answerOnForm: false,
      followMe: true,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false
    }
    expect(saveNotification(post(flags))).toEqual([200, { notification: flags }])
    expect(settings().notification).toEqual(flags)
    expect(saveNotification(post({ ...flags, blogDigest: 'yes' }))).toEqual([
      400,
      { error: 'Send every notification setting as true or false.' }
    ])
    expect(saveNotification(post({ followMe: true }))[0]).toBe(400)
  })
})
