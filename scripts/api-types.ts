// npm run api:types: writes the API's TypeScript types (openapi-typescript) from the document the server serves.
import { writeFileSync } from 'node:fs'
import { API_TYPES_FILE, apiTypesOf, servedDocument } from '../server/openapi/served'

writeFileSync(API_TYPES_FILE, await apiTypesOf(await servedDocument()))
console.log(`Wrote ${API_TYPES_FILE}`)
