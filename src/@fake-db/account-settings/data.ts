// The template part of the account settings (spec §3): kept for the session, like a server would.
import type { AccountSettingsData } from '@/contracts/accountSettings'
import { portrait } from '../art'

function initial(): AccountSettingsData {
  return {
    general: {
      avatar: portrait(77),
      username: 'jane.doe',
      fullName: 'Jane Doe',
      email: 'jane.doe@vibeline.app',
      company: 'Vibeline Records'
    },
    info: {
      bio: 'I look after the catalogue and the playlists of our indie labels.',
      dob: '1992-04-18',
      country: 'Sweden',
      website: 'https://vibeline.app',
      phone: '+46 8 123 456 78'
    },
    social: {
      socialLinks: {
        twitter: 'https://twitter.com/vibeline',
        facebook: '',
        google: '',
        linkedIn: 'https://www.linkedin.com/company/vibeline',
        instagram: 'https://www.instagram.com/vibeline',
        quora: ''
      },
      connections: {
        twitter: { id: '@vibeline', profileImg: portrait(71) },
        google: null,
        facebook: { id: 'vibeline.music', profileImg: portrait(72) },
        github: null
      }
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true
    }
  }
}

export const accountSettingsDb: { data: AccountSettingsData } = { data: initial() }

export function resetAccountSettings(): void {
  accountSettingsDb.data = initial()
}
