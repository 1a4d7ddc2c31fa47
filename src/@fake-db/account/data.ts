// Demo mode's stand-in for the signed-in user's sessions (the API server keeps them as refresh-token families):
// this browser, plus two other devices to sign out.
import { describeUserAgent, type AccountSession } from '@/contracts/account'

export const CURRENT_SESSION_ID = 'this-browser'
const HOUR = 3600 * 1000

function initialSessions(now: number): AccountSession[] {
  const here = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const other = (
    id: string,
    userAgent: string,
    signedInHoursAgo: number,
    usedHoursAgo: number
  ): AccountSession => ({
    id,
    device: describeUserAgent(userAgent),
    userAgent,
    signedInAt: new Date(now - signedInHoursAgo * HOUR).toISOString(),
    lastUsedAt: new Date(now - usedHoursAgo * HOUR).toISOString(),
    current: false
  })
  return [
    {
      id: CURRENT_SESSION_ID,
      device: describeUserAgent(here),
      userAgent: here,
      signedInAt: new Date(now - 0.5 * HOUR).toISOString(),
      lastUsedAt: new Date(now).toISOString(),
      current: true
    },
    other(
      'demo-iphone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      50,
      3
    ),
    other(
      'demo-windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      170,
      26
    )
  ]
}

/** Sessions by user id, made on first use. */
const sessions = new Map<number, AccountSession[]>()

export function sessionsOf(userId: number, now = Date.now()): AccountSession[] {
  let list = sessions.get(userId)
  if (!list) {
    list = initialSessions(now)
    sessions.set(userId, list)
  }
  return list
}

export function setSessions(userId: number, list: AccountSession[]): void {
  sessions.set(userId, list)
}

export function resetAccountSessions(): void {
  sessions.clear()
}
