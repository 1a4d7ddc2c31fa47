// The audit screen against the fake database: filters in the URL, the before/after table of a bulk edit, keyset
// "Load older entries" and its load error. Who may open it: src/router/guard.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { BULK_PATHS } from '@/contracts/bulk'
import { ToastContainer } from 'react-toastify'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import en from '../../../../public/locales/en.json'
import * as api from './auditApi'
import AuditLog from './AuditLog'

let mock: MockAdapter
beforeAll(() => {
  mock = installSignedInFakeDb(http)
})
afterAll(() => mock.restore())
// Demo mode's database: the server's services on SQLite, the demo seed (which writes no audit rows).
let host: TestMusicHost
beforeEach(async () => {
  host = await openTestMusicHost({ tracks: 120 })
})
afterEach(() => host.close())

const admin = signedInAs(ROLE_ABILITIES.admin)

/** The fields of an audit row made now by user 1 (the demo's Demo Admin), signed in by password (no key), naming nothing. */
const entryBy = () => ({
  created_at: new Date().toISOString(),
  user_id: 1,
  api_key_id: null,
  entity_name: null,
  request_id: null
})

type Row = Omit<ReturnType<typeof entryBy>, 'api_key_id' | 'entity_name'> & {
  id: number
  entity_name: string | null
  action: string
  entity: string
  entity_id: string | null
  api_key_id?: number | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  ip: string | null
}

/** Audit rows written as the server's audit writer stores them (before and after as JSON text). */
async function insertAudit(...rows: Row[]) {
  await host.db
    .insertInto('audit_log')
    .values(
      rows.map((row) => ({
        ...row,
        api_key_id: row.api_key_id ?? null,
        before: row.before && JSON.stringify(row.before),
        after: row.after && JSON.stringify(row.after)
      }))
    )
    .execute()
}

/** Dates every audit row and bulk operation `minutes` back (the undo's window is the operation's age). */
async function madeMinutesAgo(minutes: number) {
  const then = new Date(Date.now() - minutes * 60 * 1000).toISOString()
  await host.db.updateTable('audit_log').set({ created_at: then }).execute()
  await host.db.updateTable('bulk_operations').set({ created_at: then }).execute()
}
const render = (route: string) => renderWithProviders(<AuditLog />, { preloadedState: admin, route })
/** The rows of entries (not the loading or empty row): each has its own "Show changes". */
const bodyRows = () =>
  screen.queryAllByRole('button', { name: 'Show changes' }).map((button) => button.closest('tr')!)

/** A bulk genre change of three tracks through the fake API, as the tracks screen makes it. */
async function bulkGenre(genre: string) {
  const chosen = (await hostTracks(host))
    .filter((t) => t.genre !== genre)
    .slice(0, 3)
    .map((t) => ({ id: t.id, genre: t.genre }))
  await http.patch(BULK_PATHS.tracks, { ids: chosen.map((t) => t.id), changes: { genre } })
  return chosen
}

describe('audit screen', () => {
  it('offers Undo of a bulk change long after its toast has gone, as long as the server keeps it', async () => {
    const chosen = await bulkGenre('blues')
    // The toast lasts 30 seconds; this change was made five minutes ago, within the server's ten.
    await madeMinutesAgo(5)
    const { user } = renderWithProviders(
      <>
        <ToastContainer />
        <AuditLog />
      </>,
      { preloadedState: admin, route: '/music/audit' }
    )
    const undo = await screen.findByRole('button', { name: /^Undo change #\d+/ })
    await user.click(undo)
    expect(await screen.findByText('Undone: 3 tracks restored.')).toBeInTheDocument()
    const tracks = await hostTracks(host)
    for (const { id, genre } of chosen) expect(tracks.find((t) => t.id === id)?.genre).toBe(genre)
    // The log now holds the undo, and the change is no longer offered.
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(screen.queryByRole('button', { name: /^Undo change/ })).not.toBeInTheDocument()
  })

  it('names fields by their form labels and sign-ins by where they came from, never raw', async () => {
    const base = entryBy()
    await insertAudit(
      {
        ...base,
        id: 1,
        action: 'update',
        entity: 'track',
        entity_id: '5',
        before: { cover_url: null, audio_hash: 'aa', mime_type: 'audio/wav', audio_key: 'k1' },
        after: { cover_url: '/c.png', audio_hash: 'bb', mime_type: 'audio/mpeg', audio_key: 'k2' },
        ip: null
      },
      {
        ...base,
        id: 2,
        action: 'sign_in',
        entity: 'session',
        entity_id: '1',
        before: null,
        after: null,
        ip: '10.0.0.7'
      }
    )
    const { user } = render('/music/audit')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(within(bodyRows()[0]).getByText('Sign-in session from 10.0.0.7')).toBeInTheDocument()
    expect(screen.queryByText('Session #1')).not.toBeInTheDocument()
    await user.click(within(bodyRows()[1]).getByRole('button', { name: 'Show changes' }))
    const changes = await screen.findByRole('table', { name: 'Changes of entry 1' })
    const fields = within(changes)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(fields).toEqual(['Cover image URL', 'Audio fingerprint', 'Audio format', 'Audio file'])
  })

  it('names a deleted track by its title then, the key that acted, and a session by its device', async () => {
    const base = { ...entryBy(), before: null, after: null, ip: null }
    // The key that reported the plays, as an administrator made it.
    await host.db
      .insertInto('api_keys')
      .values({
        id: 4,
        name: 'Streaming backend',
        prefix: 'vl_3f2a',
        key_hash: 'not-a-real-hash',
        scope: 'write',
        created_by: 1,
        created_at: base.created_at,
        last_used_at: null,
        revoked_at: null
      })
      .execute()
    await insertAudit(
      { ...base, id: 1, action: 'delete', entity: 'track', entity_id: '196', entity_name: 'Gone Song' },
      {
        ...base,
        id: 2,
        action: 'plays_ingest',
        entity: 'play_history',
        entity_id: null,
        entity_name: null,
        api_key_id: 4
      },
      {
        ...base,
        id: 3,
        action: 'sign_in',
        entity: 'session',
        entity_id: '1',
        entity_name: 'Chrome on Linux',
        ip: '10.0.0.7'
      }
    )
    render('/music/audit')
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    const [session, plays, deleted] = bodyRows()
    expect(within(session).getByText('Sign-in session on Chrome on Linux from 10.0.0.7')).toBeInTheDocument()
    expect(within(plays).getByText('with the key Streaming backend (key vl_3f2a…)')).toBeInTheDocument()
    expect(within(plays).getByText('Demo Admin')).toBeInTheDocument()
    expect(within(deleted).getByText('Track “Gone Song”')).toBeInTheDocument()
    expect(screen.queryByText('Track #196')).not.toBeInTheDocument()
  })

  it('offers no Undo once the server has forgotten it', async () => {
    await bulkGenre('blues')
    await madeMinutesAgo(11)
    render('/music/audit')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(screen.queryByRole('button', { name: /^Undo change/ })).not.toBeInTheDocument()
  })

  it('keeps the filters in the URL and shows only the entries they match', async () => {
    await bulkGenre('blues')
    await http.post('/admin/v2/playlists', { name: 'Logged mix', description: '', is_public: true })
    const { user, router } = render('/music/audit?action=bulk_update')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(within(bodyRows()[0]).getByText('Bulk edit')).toBeInTheDocument()
    expect(screen.getByLabelText('Action')).toHaveValue('bulk_update')

    await user.selectOptions(screen.getByLabelText('Action'), '')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    await user.selectOptions(screen.getByLabelText('Entity'), 'playlist')
    await waitFor(() => expect(router.state.location.search).toBe('?entity=playlist'))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(within(bodyRows()[0]).getByText('Created')).toBeInTheDocument()
  })

  it('a start date after the end date is the person’s to fix: it says so and asks nothing', async () => {
    const spy = vi.spyOn(api, 'fetchAuditPage')
    render('/music/audit?from=2031-01-02&to=2031-01-01')
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('2031-01-02')
    expect(screen.getByLabelText('Until')).toHaveValue('2031-01-01')
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('offers the people of the log as a filter and narrows to one', async () => {
    await bulkGenre('latin')
    const { user, router } = render('/music/audit')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(within(bodyRows()[0]).getByText('Demo Admin')).toBeInTheDocument()
    // The people of the log arrive by a request of their own, after or before the rows.
    await within(screen.getByLabelText('Person')).findByRole('option', { name: 'Demo Admin' })
    await user.selectOptions(screen.getByLabelText('Person'), 'Demo Admin')
    await waitFor(() => expect(router.state.location.search).toBe('?user=1'))
  })

  it('shows a bulk edit’s previous genre of each track beside the new one, each track linked', async () => {
    const chosen = await bulkGenre('blues')
    const { user } = render('/music/audit')
    const toggle = await screen.findByRole('button', { name: 'Show changes' })
    expect(screen.queryByRole('table', { name: /Changes of entry/ })).not.toBeInTheDocument()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const changes = screen.getByRole('table', { name: /Changes of entry/ })
    const rows = within(changes).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    chosen.forEach((track, i) => {
      const cells = within(rows[i]).getAllByRole('cell')
      expect(within(rows[i]).getByRole('link', { name: `#${track.id}` })).toHaveAttribute(
        'href',
        `/music/tracks/${track.id}/edit`
      )
      const genre = en.music.genres[track.genre as keyof typeof en.music.genres]
      expect(cells.map((c) => c.textContent)).toEqual(['Genre', genre, 'Blues'])
    })
    await user.click(screen.getByRole('button', { name: 'Hide changes' }))
    expect(screen.queryByRole('table', { name: /Changes of entry/ })).not.toBeInTheDocument()
  })

  it('shows an edit’s changed fields only, and links to the entity by its name after the edit', async () => {
    const playlist = (
      await http.post('/admin/v2/playlists', { name: 'Before', description: '', is_public: true })
    ).data.data
    await http.put(`/admin/v2/playlists/${playlist.id}`, { name: 'After', description: '', is_public: true })
    const { user } = render('/music/audit?action=update')
    const link = await screen.findByRole('link', { name: 'Playlist “After”' })
    expect(link).toHaveAttribute('href', `/music/playlists/${playlist.id}`)
    await user.click(screen.getByRole('button', { name: 'Show changes' }))
    const rows = within(screen.getByRole('table', { name: /Changes of entry/ }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['NameBeforeAfter'])
  })

  it('loads older entries page by page until the last', async () => {
    for (const genre of [
      'blues',
      'latin',
      'jazz',
      'rock',
      'pop',
      'folk',
      'metal',
      'ambient',
      'reggae',
      'country',
      'classical',
      'electronic'
    ])
      await bulkGenre(genre)
    const { user } = render('/music/audit?per_page=10')
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(screen.getByText('10 entries shown')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load older entries' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(12))
    const ids = bodyRows().map((r) => r.querySelector('button')?.getAttribute('aria-controls'))
    const logged = await host.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').execute()
    expect(ids).toEqual(logged.map((e) => `audit-changes-${e.id}`))
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument()
  })

  it('says when nothing matches, and when loading failed offers to try again', async () => {
    const spy = vi.spyOn(api, 'fetchAuditPage').mockRejectedValueOnce(new Error('boom'))
    const { user } = render('/music/audit')
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument()
    spy.mockRestore()
  })
})
