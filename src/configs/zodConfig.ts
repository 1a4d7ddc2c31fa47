// Zod compiles object schemas with new Function() unless it is told not to. The server's CSP (script-src 'self')
// forbids that, and even zod's probe for it is reported as a CSP violation: jitless makes every parse interpret
// the schema instead. Imported first by main.tsx, before any schema is used; zod keeps this setting on globalThis,
// so it reaches every chunk that bundles zod.
import { config } from 'zod/v4/core'

config({ jitless: true })
