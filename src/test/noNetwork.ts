// Web tests never reach the network. A request that no mock answered used to go out for real: jsdom sent it to its
// page's origin (localhost:3000), and the refusal came back later, often after the test or the file, as a stack
// trace in the output. Axios's default adapter is replaced by one that fails at once, as a refused connection
// would, with the request in its message (a test that awaits it can say what was not mocked). It does not fail the
// test by itself: some screens ask for more than their tests mock (MainLayout's navbar bookmarks), as before.
import axios, { AxiosError, type AxiosAdapter } from 'axios'
import { http } from '@/auth/http'

const noNetwork: AxiosAdapter = async (config) => {
  const request = `${(config.method ?? 'get').toUpperCase()} ${config.baseURL ?? ''}${config.url ?? ''}`
  throw new AxiosError(
    `Network Error (web tests have no network: ${request})`,
    AxiosError.ERR_NETWORK,
    config
  )
}

export function installNoNetwork(): void {
  axios.defaults.adapter = noNetwork
  // Made before this ran (its module was imported first), the app's client kept the adapter of its time.
  http.defaults.adapter = noNetwork
}
