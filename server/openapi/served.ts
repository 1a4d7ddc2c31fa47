// The OpenAPI document as the server serves it at /docs/json, built on a throw-away SQLite folder without listening:
// what `npm run api:types` and `npm run api:snapshot` write from. Company sign-in is not configured, so its three
// routes are not in it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { openDatabase } from '../db/engine/database'
import { DOCS_PREFIX } from './document'

export async function servedDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-openapi-'))
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: 'openapi-document-only-secret-0123456789' },
    { staticDir: undefined, playCountFoldMs: 0, tableMaintenanceMs: 0, undoExpiryMs: 0, audioAnalysis: false }
  )
  const database = openDatabase({ dataDir })
  try {
    const app = await buildApp({ config, database })
    try {
      const res = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })
      return res.json()
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The checked-in TypeScript types of the API, generated from the document by openapi-typescript. */
export const API_TYPES_FILE = 'server/openapi/vibeline-api.ts'

export async function apiTypesOf(document: OpenAPI3): Promise<string> {
  const nodes = await openapiTS(document, { silent: true })
  return `${COMMENT_HEADER.replace(' */', ' * Regenerate with `npm run api:types`; server/openapiClient.test.ts checks that it is current.\n */')}${astToString(nodes)}`
}
