// Where the fake database keeps the template demo areas' changes in the browser (src/@fake-db/persist.ts writes
// them, one key per area), and the user menu's "Reset demo data". Tiny on purpose: the navbar imports it.

export const FAKE_DB_STORAGE_PREFIX = 'vibeline.fakeDb.'

/** The stored demo areas' keys: what "Reset demo data" would forget. */
function storedDemoKeys(storage: Storage): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(FAKE_DB_STORAGE_PREFIX)) keys.push(key)
  }
  return keys
}

/** Whether any demo area has changes kept in this browser (otherwise there is nothing to reset). */
export function hasStoredDemoData(storage: Storage = localStorage): boolean {
  return storedDemoKeys(storage).length > 0
}

/** Forgets every stored demo area; the sample data comes back when the fake database loads again (a reload). */
export function forgetDemoData(storage: Storage = localStorage): void {
  for (const key of storedDemoKeys(storage)) storage.removeItem(key)
}
