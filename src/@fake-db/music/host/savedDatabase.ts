// Demo mode's database file between visits: its bytes in IndexedDB, and a mark in localStorage under the fake
// database's prefix, so that the user menu offers "Reset demo data" and forgetting the mark (configs/demoData.ts)
// makes the next load start again from the seed.
import { FAKE_DB_STORAGE_PREFIX } from '@/configs/demoData'

const IDB_NAME = 'vibeline-demo'
const STORE = 'databases'
const KEY = 'music'
export const SAVED_MARK = `${FAKE_DB_STORAGE_PREFIX}music`

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(IDB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
  })
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const idb = await openStore()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = idb.transaction(STORE, mode)
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result as T)
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
    })
  } finally {
    idb.close()
  }
}

/** The saved database, unless there is none or "Reset demo data" forgot it. */
export async function loadSavedDatabase(): Promise<Uint8Array | undefined> {
  if (localStorage.getItem(SAVED_MARK) === null) {
    await inStore('readwrite', (store) => store.delete(KEY))
    return undefined
  }
  const saved = await inStore<unknown>('readonly', (store) => store.get(KEY))
  return saved instanceof Uint8Array ? saved : undefined
}

export async function saveDatabase(bytes: Uint8Array): Promise<void> {
  await inStore('readwrite', (store) => store.put(bytes, KEY))
  localStorage.setItem(SAVED_MARK, 'indexeddb')
}
