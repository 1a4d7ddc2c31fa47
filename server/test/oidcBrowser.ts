// What a browser does at the test provider, over plain HTTP: follows its redirects with its cookies, fills in its
// sign-in form, and stops at the redirect back to Vibeline's callback.
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>()

  constructor(private readonly redirectUri: string) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  private async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) }
    })
    this.keep(response)
    return response
  }

  /** From the provider's authorization URL to the callback URL it sends the browser back to, as `login`. */
  async signIn(authorizationUrl: string, login: string): Promise<URL> {
    let response = await this.request(new URL(authorizationUrl))
    let at = new URL(authorizationUrl)
    for (let step = 0; step < 12; step++) {
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, at)
        if (next.href.startsWith(this.redirectUri)) return next
        at = next
        response = await this.request(next)
        continue
      }
      const html = await response.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      if (response.status !== 200 || !action || !html.includes('name="login"'))
        throw new Error(`The provider answered ${response.status} at ${at.href}: ${html.slice(0, 300)}`)
      at = new URL(action, at)
      response = await this.request(at, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString()
      })
    }
    throw new Error('The provider never sent the browser back')
  }
}
