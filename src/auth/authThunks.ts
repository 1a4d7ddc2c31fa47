// Sign-in, registration and sign-out: each call updates storage and the auth slice together, so the ability
// (built from userData) changes at once.
import type { LoginRequest, RegisterRequest } from '@/contracts/auth'
import { createAppAsyncThunk } from '@/redux/hooks'
import { loggedIn, loggedOut } from '@/redux/authSlice'
import { forgetStoredPlayer } from '@/redux/playerPersistence'
import { postLogin, postLogout, postOidcExchange, postRegister } from './authApi'
import { errorMessage, isAxiosError } from './http'
import { clearStoredSession, getRefreshToken, storeSession } from './tokenStorage'

export const login = createAppAsyncThunk(
  'auth/login',
  async (request: LoginRequest & { remember: boolean }, { dispatch, rejectWithValue }) => {
    try {
      const session = await postLogin({ email: request.email, password: request.password })
      storeSession(session, { remember: request.remember })
      dispatch(loggedIn(session))
      return session.userData
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Finishes a company sign-in: the one-time code from the callback becomes a session, kept like "remember me". */
export const finishCompanySignIn = createAppAsyncThunk(
  'auth/finishCompanySignIn',
  async (code: string, { dispatch, rejectWithValue }) => {
    try {
      const { returnTo, ...session } = await postOidcExchange(code)
      storeSession(session, { remember: true })
      dispatch(loggedIn(session))
      return { returnTo }
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export type RegisterOutcome =
  | { kind: 'signedIn' }
  | { kind: 'conflict'; fields: { email?: string; username?: string; form?: string } }
  | { kind: 'disabled' }

export const register = createAppAsyncThunk(
  'auth/register',
  async (request: RegisterRequest, { dispatch, rejectWithValue }): Promise<RegisterOutcome> => {
    try {
      const outcome = await postRegister(request)
      if (outcome.kind === 'conflict') return outcome
      storeSession(outcome.session, { remember: true })
      dispatch(loggedIn(outcome.session))
      return { kind: 'signedIn' }
    } catch (error) {
      if (isAxiosError(error)) {
        const status = error.response?.status
        // The API server turns registration off unless ALLOW_REGISTRATION=1.
        if (status === 403 || status === 404) return { kind: 'disabled' }
        if (status === 409) {
          const message = errorMessage(error)
          const field = /user\s?name/i.test(message) ? 'username' : /email/i.test(message) ? 'email' : 'form'
          return { kind: 'conflict', fields: { [field]: message } }
        }
      }
      throw rejectWithValue(errorMessage(error))
    }
  }
)

/**
 * Spec §4: logout calls /jwt/logout, then clears user data and both tokens, whatever the server answered. Signing out
 * also forgets the player's queue kept for this user (a session that merely expired keeps it for their return).
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch, getState }) => {
  const userId = getState().auth.userData?.id
  let endSessionUrl: string | null = null
  try {
    endSessionUrl = await postLogout(getRefreshToken())
  } catch {
    // The local session ends anyway; an unreachable server must not keep anyone signed in.
  } finally {
    if (userId !== undefined) forgetStoredPlayer(userId)
    clearStoredSession()
    dispatch(loggedOut())
  }
  // A session begun at the company provider can end there too: the caller sends the browser to this URL, and the
  // provider sends it back to the sign-in page.
  return { endSessionUrl }
})
