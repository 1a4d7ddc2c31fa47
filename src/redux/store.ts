import { configureStore } from '@reduxjs/toolkit'
import { rootReducer, type RootState } from './rootReducer'
import { persistLayoutPreferences } from './layoutPersistence'
import { persistPlayerQueue } from './playerPersistence'

/** The store factory used by the app and by every test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState })
  persistLayoutPreferences(store)
  persistPlayerQueue(store)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export type { RootState }
