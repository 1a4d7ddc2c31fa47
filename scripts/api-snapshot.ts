// npm run api:snapshot: rewrites the checked-in response fields of the API (server/openapi/response-fields.json),
// which server/openapiVersion.test.ts holds the served document to. Run it when a field is added, or deliberately
// with a new API version (docs/api-versioning.md).
import { writeFileSync } from 'node:fs'
import { RESPONSE_FIELDS_FILE, responseFieldsOf } from '../server/openapi/responseFields'
import { servedDocument } from '../server/openapi/served'

writeFileSync(
  RESPONSE_FIELDS_FILE,
  `${JSON.stringify(responseFieldsOf((await servedDocument()) as never), null, 2)}\n`
)
console.log(`Wrote ${RESPONSE_FIELDS_FILE}`)
