// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for tests: a client for Vibeline, accounts with
// e-mails and groups that a test may change, its own sign-in form (any password), no consent screen, refresh
// tokens, RP-initiated logout without a confirmation click, and a switch that makes its token endpoint answer with
// an ID token claiming another issuer (re-signed with the provider's own key, so only the issuer is wrong).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

export type TestAccount = {
  email: string
  emailVerified: boolean
  name: string
  groups: string[]
}

export type TestProvider = {
  issuer: string
  clientId: string
  clientSecret: string
  accounts: Map<string, TestAccount>
  /** Until undone, ID tokens from the token endpoint name this issuer instead of the provider's own. */
  claimIssuer: (issuer: string | null) => void
  /** Until undone, the redirect back to Vibeline carries this state instead of the one Vibeline sent. */
  alterState: (state: string | null) => void
  close: () => Promise<void>
}

const SIGNING_KID = 'test-signing-key'

type Stored = { payload: Record<string, unknown>; expiresAt: number | undefined }

/**
 * The provider's storage, in memory and per provider. oidc-provider's own in-memory adapter does the same but prints
 * a warning that it is for development only each time a provider starts.
 */
function memoryStorage() {
  const entries = new Map<string, Stored>()
  const live = (key: string | undefined) => {
    const entry = key === undefined ? undefined : entries.get(key)
    if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= Date.now())) return undefined
    return entry.payload
  }
  return class MemoryStore {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined
      entries.set(this.key(id), { payload, expiresAt })
      if (typeof payload.uid === 'string') entries.set(`uid:${payload.uid}`, { payload: { id }, expiresAt })
      if (typeof payload.userCode === 'string')
        entries.set(`userCode:${payload.userCode}`, { payload: { id }, expiresAt })
      if (typeof payload.grantId === 'string') {
        const grant = `grant:${payload.grantId}`
        const keys = (live(grant)?.keys as string[] | undefined) ?? []
        entries.set(grant, { payload: { keys: [...keys, this.key(id)] }, expiresAt: undefined })
      }
    }
    async find(id: string) {
      return live(this.key(id))
    }
    async findByUid(uid: string) {
      const id = live(`uid:${uid}`)?.id as string | undefined
      return id === undefined ? undefined : this.find(id)
    }
    async findByUserCode(userCode: string) {
      const id = live(`userCode:${userCode}`)?.id as string | undefined
      return id === undefined ? undefined : this.find(id)
    }
    async consume(id: string) {
      const payload = live(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string) {
      entries.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const key of (live(`grant:${grantId}`)?.keys as string[] | undefined) ?? []) entries.delete(key)
      entries.delete(`grant:${grantId}`)
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The provider's sign-in page: any password is accepted (oidcBrowser.ts and the e2e spec fill it in). */
const signInPage = (action: string) => `<!DOCTYPE html><html><head><title>Sign-in</title></head><body>
<h1>Sign-in</h1>
<form autocomplete="off" action="${escapeHtml(action)}" method="post">
<input type="hidden" name="prompt" value="login">
<label>Login <input required type="text" name="login" autofocus></label>
<label>Password <input required type="password" name="password"></label>
<button type="submit">Sign-in</button>
</form></body></html>`

async function formBody(request: NodeJS.ReadableStream): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return new URLSearchParams(text)
}

export async function startTestProvider(options: {
  redirectUri: string
  postLogoutRedirectUri: string
  accounts: Record<string, TestAccount>
}): Promise<TestProvider> {
  const accounts = new Map(Object.entries(options.accounts))
  // Listening first: the issuer URL names the port. Requests are answered once the provider exists (below).
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingJwk = { ...(await exportJWK(privateKey)), kid: SIGNING_KID, alg: 'RS256', use: 'sig' }
  const clientId = 'vibeline-admin'
  const clientSecret = 'vibeline-test-client-secret'
  const scopes = ['openid', 'email', 'profile', 'groups', 'offline_access']

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic'
      }
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['test-provider-cookie-key'] },
    // Set, rather than left to the defaults, only so that the provider does not print a notice for each.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      RefreshToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600
    },
    scopes,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      groups: ['groups']
    },
    adapter: memoryStorage(),
    // Its own sign-in page (below) rather than oidc-provider's development one, which warns at every start.
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's "Do you want to sign out?" question, answered yes at once.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = `<!DOCTYPE html><html><body>${form}<script>
            const f = document.getElementById('op.logoutForm');
            const yes = document.createElement('input'); yes.type = 'hidden'; yes.name = 'logout'; yes.value = 'yes';
            f.appendChild(yes); f.submit();
          </script></body></html>`
        }
      }
    },
    // Refresh tokens whenever the client may use them, without offline_access and its consent prompt.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // No consent screen: the test client is granted what it asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const existing = session.grantIdFor(client.clientId)
      if (existing) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope(scopes.join(' '))
      await grant.save()
      return grant
    },
    findAccount: async (_ctx, id) => {
      if (!accounts.has(id)) return undefined
      return {
        accountId: id,
        // Read at each token, so a test's change of groups shows at the next sign-in or refresh.
        claims: async () => {
          const account = accounts.get(id)!
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            preferred_username: id,
            groups: account.groups
          }
        }
      }
    }
  })

  // The sign-in page and its answer. No consent page: loadExistingGrant grants what the client asks for.
  provider.use(async (ctx, next) => {
    const uid = /^\/interaction\/([^/]+)$/.exec(ctx.path)?.[1]
    if (!uid) return next()
    const details = await provider.interactionDetails(ctx.req, ctx.res)
    if (details.uid !== uid || details.prompt.name !== 'login') ctx.throw(400, 'unexpected interaction')
    if (ctx.method === 'GET') {
      ctx.type = 'html'
      ctx.body = signInPage(ctx.path)
      return
    }
    const login = (await formBody(ctx.req)).get('login') ?? ''
    const result = login ? { login: { accountId: login } } : { error: 'access_denied' }
    ctx.redirect(
      await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false })
    )
  })

  let otherIssuer: string | null = null
  let otherState: string | null = null
  provider.use(async (ctx, next) => {
    await next()
    const location = ctx.response.get('location')
    if (otherState && location.startsWith(options.redirectUri)) {
      const altered = new URL(location)
      altered.searchParams.set('state', otherState)
      ctx.response.set('location', altered.href)
    }
    const body = ctx.body as { id_token?: string } | undefined
    if (otherIssuer && ctx.path === '/token' && typeof body?.id_token === 'string') {
      const claims = { ...decodeJwt(body.id_token), iss: otherIssuer }
      const header = decodeProtectedHeader(body.id_token)
      ctx.body = {
        ...body,
        id_token: await new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? SIGNING_KID })
          .sign(privateKey)
      }
    }
  })
  provider.on('server_error', (_ctx, err) => console.error('test provider error', err))
  server.on('request', provider.callback())

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    claimIssuer: (value) => {
      otherIssuer = value
    },
    alterState: (value) => {
      otherState = value
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      })
  }
}
