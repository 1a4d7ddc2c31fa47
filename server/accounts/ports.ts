// What the accounts services need from their host and cannot do with Kysely alone: Node's crypto on the server, the
// browser's in demo mode. The hosts hand them in; the services never import them.

/** Password hashing (scrypt on the server: accounts/passwords.ts). */
export type PasswordHasher = {
  hash: (password: string) => Promise<string>
  /**
   * Whether `password` matches the stored hash. A missing hash (unknown account, account without a password) is
   * checked against a hash that never matches, taking as long, so that timing tells nothing.
   */
  verify: (password: string, stored: string | null | undefined) => Promise<boolean>
}
