import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import './assets/scss/app.scss'
import { http } from '@/auth/http'
import { installAuthInterceptors } from '@/auth/interceptors'
import { apiMode } from '@/configs/apiMode'
import { initI18n } from '@/configs/i18n'
import { installFakeDbOnDemand } from '@/@fake-db/registry'
import { makeStore, type AppStore } from '@/redux/store'
import { selectAbilityRules, selectIsLoggedIn } from '@/redux/authSlice'
import { preloadLanding } from '@/router/AppRouter'
import { App } from './App'

// Spec §2: any service worker left from an earlier deployment is unregistered.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => registrations.forEach((r) => r.unregister()))
}

/** Sets the app up (strings, store, the landing screen's chunks) and renders it once what it waits for is there. */
function start() {
  // The mock adapter and the sample data load with the first request the fake database answers, not before.
  installFakeDbOnDemand(http, apiMode)
  const strings = initI18n()
  const store = makeStore()
  installAuthInterceptors(http, { dispatch: store.dispatch })
  const landing = preloadLanding(location.pathname + location.search, {
    isLoggedIn: selectIsLoggedIn(store.getState()),
    rules: selectAbilityRules(store.getState())
  })
  const render = () => renderApp(store)
  // index.html may have painted a static copy of this screen (src/firstPaint/firstPaint.ts): the first render then
  // waits for the screen's code and strings, so that it replaces the copy with the screen and never with the loading
  // screen. A failed load renders all the same (the app shows its error).
  if (document.documentElement.hasAttribute('data-first-paint'))
    void Promise.all([strings, landing]).then(render, render)
  else render()
}

function renderApp(store: AppStore) {
  const root = createRoot(document.getElementById('root')!)
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole screen (Total Blocking Time, DESIGN.md §6); what is on screen until it commits stays.
  // StrictMode is left out on purpose: reactstrap's transitions call findDOMNode, which StrictMode reports as an error.
  startTransition(() =>
    root.render(
      <Provider store={store}>
        <App />
      </Provider>
    )
  )
}

// The modules imported above are evaluated in one task and the app is set up in the next: run in the same task, the
// two made one of the longest tasks of a page load (Total Blocking Time, DESIGN.md §6).
setTimeout(start, 0)
