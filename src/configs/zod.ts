// What `import … from 'zod'` gives the browser builds (vite.config.ts aliases it here): zod, set to `jitless` before
// any schema exists. Unless told so, zod compiles object schemas with new Function(); the server's CSP
// (script-src 'self') forbids that, and even zod's probe for it is reported as a violation. Jitless, every parse
// interprets the schema instead. Tests and the server import zod itself.
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
export { default } from 'zod/v4'
