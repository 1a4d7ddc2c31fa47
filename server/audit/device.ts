// What a sign-in came from, in words for the audit log: "Chrome on Linux", "Safari on iPhone", or the first word of
// a user agent no browser sent ("curl").
import Bowser from 'bowser'

const MAX_LENGTH = 80

export function deviceName(userAgent: string | undefined): string | null {
  const agent = userAgent?.trim()
  if (!agent) return null
  const { browser, os, platform } = Bowser.parse(agent)
  const where = platform.model || os.name
  if (browser.name) return (where ? `${browser.name} on ${where}` : browser.name).slice(0, MAX_LENGTH)
  return agent.split(/[\s/]/)[0].slice(0, MAX_LENGTH) || null
}
