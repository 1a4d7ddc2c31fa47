// Why a company sign-in was refused (one OidcRefusal, which the sign-in page explains), thrown by the provider's
// client and by the accounts side alike; a module of its own so that the accounts side needs no Node.
import type { OidcRefusal } from '../../src/contracts/oidc'

export class OidcRefused extends Error {
  constructor(
    readonly reason: OidcRefusal,
    detail: string
  ) {
    super(detail)
  }
}
