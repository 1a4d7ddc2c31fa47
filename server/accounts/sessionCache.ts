// What the guard read about a user and a session, kept in the process on PostgreSQL, where reading it again was
// half the CPU of a cheap request. Entries are dropped when the database says they changed (accounts/sessionChanges.ts).

export type CachedUser = { id: number; role: string; status: string }

/** How many users, and how many sessions, are kept before starting again from none. */
const ENTRIES_KEPT = 20_000

export class SessionCache {
  readonly #users = new Map<number, CachedUser>()
  /** Refresh-token family → until when (ms) it has a live token. Only live sessions are kept. */
  readonly #sessions = new Map<string, number>()
  #generation = 0
  #enabled = false

  constructor(private readonly limit = ENTRIES_KEPT) {}

  /**
   * Bumped by every change. A lookup notes it before reading the database and stores its answer only if it is
   * unchanged afterwards: a change that came in while the read was on its way may have made the answer stale.
   */
  get generation(): number {
    return this.#generation
  }

  /** Whether changes are being followed; while not, nothing is answered or kept. */
  get enabled(): boolean {
    return this.#enabled
  }

  /** Changes are followed (again): whatever was missed meanwhile is forgotten. */
  enable(): void {
    this.forgetAll()
    this.#enabled = true
  }

  /** Changes can no longer be followed (the LISTEN connection is down). */
  disable(): void {
    this.#enabled = false
    this.forgetAll()
  }

  user(id: number): CachedUser | undefined {
    return this.#enabled ? this.#users.get(id) : undefined
  }

  /** Whether the session is known to be live at `now` (false also when it is simply not known). */
  sessionLive(family: string, now: number): boolean {
    if (!this.#enabled) return false
    const until = this.#sessions.get(family)
    if (until === undefined) return false
    if (until > now) return true
    this.#sessions.delete(family)
    return false
  }

  /**
   * Keeps what a lookup begun at `generation` found. A user that does not exist is not kept, nor a session that is
   * not live: rows that appear (a new user, a token of a new family) are not announced, so absence cannot be kept.
   */
  remember(
    generation: number,
    user: CachedUser | undefined,
    session?: { family: string; liveUntil: number }
  ): void {
    if (!this.#enabled || generation !== this.#generation) return
    if (user) {
      if (this.#users.size >= this.limit) this.#users.clear()
      this.#users.set(user.id, { id: user.id, role: user.role, status: user.status })
    }
    if (session && Number.isFinite(session.liveUntil)) {
      if (this.#sessions.size >= this.limit) this.#sessions.clear()
      this.#sessions.set(session.family, session.liveUntil)
    }
  }

  forgetUser(id: number): void {
    this.#generation++
    this.#users.delete(id)
  }

  forgetSession(family: string): void {
    this.#generation++
    this.#sessions.delete(family)
  }

  forgetAll(): void {
    this.#generation++
    this.#users.clear()
    this.#sessions.clear()
  }
}
