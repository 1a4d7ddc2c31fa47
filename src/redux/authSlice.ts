import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AuthResponse, TokenPair, UserData } from '@/contracts/auth'
import { readStoredSession } from '@/auth/tokenStorage'

export type AuthState = {
  userData: UserData | null
  accessToken: string | null
  refreshToken: string | null
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => readStoredSession(),
  reducers: {
    loggedIn(state, action: PayloadAction<AuthResponse>) {
      state.userData = action.payload.userData
      state.accessToken = action.payload.accessToken
      state.refreshToken = action.payload.refreshToken
    },
    tokensRefreshed(state, action: PayloadAction<TokenPair>) {
      state.accessToken = action.payload.accessToken
      state.refreshToken = action.payload.refreshToken
    },
    userDataUpdated(state, action: PayloadAction<UserData>) {
      state.userData = action.payload
    },
    loggedOut() {
      return { userData: null, accessToken: null, refreshToken: null }
    }
  },
  selectors: {
    selectUserData: (state) => state.userData,
    selectIsLoggedIn: (state) => state.userData !== null && state.accessToken !== null,
    selectAbilityRules: (state) => state.userData?.ability ?? null
  }
})

export const { loggedIn, tokensRefreshed, userDataUpdated, loggedOut } = authSlice.actions
export const { selectUserData, selectIsLoggedIn, selectAbilityRules } = authSlice.selectors
