// The bulk upload's review against demo mode's database: every problem of a row at once, a button that says what it
// will do, the overall progress at the end, and long file names shortened in the middle.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { seededGenres } from '@/test/genres'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import * as api from '../tracksApi'
import { BulkUpload } from './BulkUpload'

let mock: MockAdapter
beforeAll(() => {
  mock = installSignedInFakeDb(http)
})
afterAll(() => mock.restore())
// Demo mode's database: the server's services on SQLite (it answers which audio hashes it holds).
let host: TestMusicHost
beforeEach(async () => {
  host = await openTestMusicHost({ tracks: 120 })
})
afterEach(() => host.close())

/** A distinct tagless audio file (its bytes differ, so its hash does); jsdom's File cannot read itself. */
function audio(name: string, seed: number): File {
  const bytes = new Uint8Array([seed, 1, 2, 3, seed])
  return Object.assign(new File([bytes], name, { type: 'audio/wav' }), {
    // Node's own bytes: its crypto.subtle refuses the ArrayBuffer of jsdom's realm.
    arrayBuffer: async () => Buffer.from(bytes) as unknown as ArrayBuffer
  })
}
const LONG = 'a-very-long-file-name-of-a-demo-recording-without-tags.wav'

async function review() {
  const view = renderWithProviders(<BulkUpload isOpen onClose={() => {}} />, {
    preloadedState: { ...signedInAs(ROLE_ABILITIES.admin), ...seededGenres() }
  })
  const dialog = await screen.findByRole('dialog', { name: 'Upload many tracks' })
  await view.user.upload(within(dialog).getByLabelText('Choose files'), [
    audio(LONG, 7),
    audio('second.wav', 9)
  ])
  await waitFor(() => expect(within(dialog).queryAllByText('Reading tags…')).toHaveLength(0))
  const row = (name: string) => within(dialog).getByTitle(name).closest('tr')!
  return { ...view, dialog, row }
}

describe('bulk upload review (issue 40 §4)', () => {
  it('shows every problem of a row at once, and a row with problems is never "Ready"', async () => {
    const { row } = await review()
    const first = row(LONG)
    expect(within(first).getByText('Needs attention')).toBeInTheDocument()
    expect(within(first).queryByText('Ready')).not.toBeInTheDocument()
    expect(within(first).getByText('Artist is required')).toBeInTheDocument()
    expect(within(first).getByText('Choose a genre from the list')).toBeInTheDocument()
    expect(within(first).getByLabelText(`Artist: ${LONG}`)).toHaveAccessibleDescription(
      'Artist is required Choose a genre from the list'
    )
  })

  it('says on its button how many files it will upload and how many need attention', async () => {
    const { dialog, row, user } = await review()
    expect(within(dialog).getByRole('button', { name: 'Upload 0 files · 2 need attention' })).toBeDisabled()
    await user.type(within(row('second.wav')).getByLabelText('Artist: second.wav'), 'Nina')
    await user.selectOptions(within(row('second.wav')).getByLabelText('Genre: second.wav'), 'jazz')
    expect(within(row('second.wav')).getByText('Ready')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Upload 1 file · 1 needs attention' })).toBeEnabled()
  })

  it('brings the overall progress to 100 % once the files it uploaded are in', async () => {
    // The upload itself (multipart to the fake database) is not what this checks; its progress reports are.
    const [stored] = await hostTracks(host)
    const save = vi.spyOn(api, 'saveTrack').mockImplementation(async (_, onProgress) => {
      onProgress?.(40)
      return stored
    })
    const { dialog, row, user } = await review()
    await user.type(within(row('second.wav')).getByLabelText('Artist: second.wav'), 'Nina')
    await user.selectOptions(within(row('second.wav')).getByLabelText('Genre: second.wav'), 'jazz')
    await user.click(within(dialog).getByRole('button', { name: /^Upload 1 file/ }))
    await within(dialog).findByText('Added 1, skipped 0 duplicates, 0 failed.')
    expect(within(dialog).getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '100'
    )
    expect(within(row(LONG)).getByText('Needs attention')).toBeInTheDocument()
    expect(save).toHaveBeenCalledTimes(1)
    save.mockRestore()
  })

  it('shortens a long file name in the middle, keeping its extension whole', async () => {
    const { row } = await review()
    const name = within(row(LONG)).getByTitle(LONG)
    expect(name).toHaveTextContent(LONG)
    expect(name.lastElementChild).toHaveTextContent(/\.wav$/)
    expect(name.lastElementChild).toHaveClass('middle-ellipsis-end')
  })
})
