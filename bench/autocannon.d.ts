// The parts of autocannon's API that bench/api.ts and bench/cpu.ts use (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    method?: string
    requests?: (Request & { setupRequest?: (request: Request) => Request })[]
  }
  export type Result = { requests: { average: number; total: number }; errors: number; non2xx: number }
  type Instance = {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void
    ): void
  }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance
  export default autocannon
}
