// Deterministic sample data of the chat app: the signed-in profile user, the contacts and their chats.
import type { Chat, ChatContact, ProfileUser } from '@/contracts/chat'

function seedProfile(): ProfileUser {
  return {
    id: 11,
    avatar: null,
    fullName: 'Noa Harrington',
    role: 'Head of Curation',
    about: 'Keeping the playlists fresh. Ask me about release schedules and editorial picks.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false }
  }
}

function seedContacts(): ChatContact[] {
  return [
    {
      id: 1,
      fullName: 'Amara Okafor',
      role: 'Playlist curator',
      about: 'Afrobeats, highlife and everything in between.',
      avatar: null,
      status: 'online'
    },
    {
      id: 2,
      fullName: 'Bruno Lindqvist',
      role: 'Mobile engineer',
      about: 'Making the Android player smooth on every phone.',
      avatar: null,
      status: 'busy'
    },
    {
      id: 3,
      fullName: 'Chen Wei',
      role: 'Label relations',
      about: 'Your contact for label partnerships in Asia.',
      avatar: null,
      status: 'away'
    },
    {
      id: 4,
      fullName: 'Dalia Haddad',
      role: 'Artist support',
      about: 'Helping independent artists get their music online.',
      avatar: null,
      status: 'offline'
    },
    {
      id: 5,
      fullName: 'Elif Demir',
      role: 'Data analyst',
      about: 'Charts, play counts and the stories behind them.',
      avatar: null,
      status: 'online'
    },
    {
      id: 6,
      fullName: 'Felix Moreau',
      role: 'Rights manager',
      about: 'Licences, royalties and catalogue deals.',
      avatar: null,
      status: 'offline'
    },
    {
      id: 7,
      fullName: 'Grace Mensah',
      role: 'Podcast producer',
      about: 'Two shows a week about the people who make music.',
      avatar: null,
      status: 'away'
    },
    {
      id: 8,
      fullName: 'Hiro Tanaka',
      role: 'Sound engineer',
      about: 'Loudness normalisation is my love language.',
      avatar: null,
      status: 'busy'
    }
  ]
}

const ME = 11

function seedChats(): Chat[] {
  return [
    {
      id: 1,
      userId: 1,
      unseenMsgs: 0,
      chat: [
        {
          message: 'Hi Noa! The Friday afro-fusion playlist is ready for review.',
          time: '2026-11-20T09:12:00Z',
          senderId: 1
        },
        { message: 'Great, I will listen to it this afternoon.', time: '2026-11-20T09:15:00Z', senderId: ME },
        {
          message: 'Can we swap track 7? The label asked for the radio edit.',
          time: '2026-11-20T09:16:00Z',
          senderId: ME
        },
        { message: 'Sure, done. The radio edit is in now.', time: '2026-11-20T09:31:00Z', senderId: 1 },
        { message: 'Perfect, thank you!', time: '2026-11-20T09:33:00Z', senderId: ME }
      ]
    },
    {
      id: 2,
      userId: 2,
      unseenMsgs: 2,
      chat: [
        { message: 'The cover art bug is back on Android 14.', time: '2026-11-21T08:02:00Z', senderId: 2 },
        { message: 'Do you have a device model?', time: '2026-11-21T08:10:00Z', senderId: ME },
        { message: 'Pixel 8 and Galaxy S23 so far.', time: '2026-11-21T08:41:00Z', senderId: 2 },
        {
          message: 'I think the CDN serves WebP without the right header. Checking now.',
          time: '2026-11-21T08:42:00Z',
          senderId: 2
        }
      ]
    },
    {
      id: 3,
      userId: 3,
      unseenMsgs: 1,
      chat: [
        {
          message: 'The label in Seoul would like to join the curated programme.',
          time: '2026-11-19T13:20:00Z',
          senderId: 3
        },
        {
          message: 'Lovely. Send me their catalogue size and genres.',
          time: '2026-11-19T14:05:00Z',
          senderId: ME
        },
        {
          message: 'About 1,200 tracks, mostly K-indie and city pop.',
          time: '2026-11-21T07:55:00Z',
          senderId: 3
        }
      ]
    },
    {
      id: 4,
      userId: 5,
      unseenMsgs: 0,
      chat: [
        {
          message: 'Weekly charts are out. Lo-fi grew 18% again.',
          time: '2026-11-18T16:40:00Z',
          senderId: 5
        },
        { message: 'Nice! Can you break it down by country?', time: '2026-11-18T16:52:00Z', senderId: ME }
      ]
    }
  ]
}

/** Module-level state, mutated by the handlers so later requests see the changes (like a server). */
export const chatDb: { profileUser: ProfileUser; contacts: ChatContact[]; chats: Chat[] } = {
  profileUser: seedProfile(),
  contacts: seedContacts(),
  chats: seedChats()
}

/** Restores the sample data (tests). */
export function resetChatDb(): void {
  chatDb.profileUser = seedProfile()
  chatDb.contacts = seedContacts()
  chatDb.chats = seedChats()
}
