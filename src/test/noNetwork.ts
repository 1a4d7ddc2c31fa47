// Web tests never reach the network. A request that no mock answers used to go out for real: jsdom sent it to its
// page's origin (localhost:3000), and the refusal came back after the test, even after the file, as a stack trace
// in the output. Axios's default adapter is replaced by one that fails at once as a refused connection would: a
// test that sends such a request fails on the console.error below (setup.ts), and a request left over from a test
// that has ended (a debounced search, a retry) fails quietly, as nobody is waiting for it.
import axios, { AxiosError, type AxiosAdapter } from 'axios'
import { http } from '@/auth/http'

export function installNoNetwork(testRunning: () => boolean): void {
  const noNetwork: AxiosAdapter = async (config) => {
    const request = `${(config.method ?? 'get').toUpperCase()} ${config.baseURL ?? ''}${config.url ?? ''}`
    if (testRunning()) console.error(`A request reached the network, which web tests do not have: ${request}`)
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
  }
  axios.defaults.adapter = noNetwork
  // Made before this ran (its module was imported first), the app's client kept the adapter of its time.
  http.defaults.adapter = noNetwork
}
