import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/renderWithProviders'
import { seededGenres } from '@/test/genres'
import { EMPTY_TRACK, TrackForm } from './TrackForm'
import { NotAudioError } from '../readAudioTags'

function renderForm(overrides: Partial<Parameters<typeof TrackForm>[0]> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined)
  const readTags = vi.fn().mockResolvedValue({})
  const view = renderWithProviders(
    <TrackForm
      defaultValues={EMPTY_TRACK}
      onSubmit={onSubmit}
      onCancel={() => {}}
      uploadProgress={null}
      readTags={readTags}
      submitLabel="Create track"
      {...overrides}
    />,
    { preloadedState: seededGenres() }
  )
  return { ...view, onSubmit, readTags }
}

describe('track form', () => {
  it('shows a message under each missing required field and sends nothing', async () => {
    const { user, onSubmit } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Artist is required')).toBeInTheDocument()
    expect(screen.getByText('Choose a genre from the list')).toBeInTheDocument()
    expect(screen.getByText('Duration must be at least 1 second')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('explains each out-of-range value', async () => {
    const { user, onSubmit } = renderForm()
    for (const [label, letter] of [
      ['Title', 'x'],
      ['Artist', 'y'],
      ['Album', 'z']
    ]) {
      await user.click(screen.getByLabelText(label))
      await user.paste(letter.repeat(201))
    }
    await user.selectOptions(screen.getByLabelText('Genre'), 'jazz')
    await user.type(screen.getByLabelText('Duration (seconds)'), '2.5')
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument()
    expect(screen.getByText('Artist must be at most 200 characters')).toBeInTheDocument()
    expect(screen.getByText('Album must be at most 200 characters')).toBeInTheDocument()
    expect(screen.getByText('Duration must be a whole number of seconds')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Duration (seconds)'))
    await user.type(screen.getByLabelText('Duration (seconds)'), '90000')
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    expect(await screen.findByText('Duration must be at most 24 hours')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  }, 20_000)

  it('fills empty fields from the audio file’s tags and sends the file with the values', async () => {
    const { user, onSubmit, readTags } = renderForm()
    readTags.mockResolvedValue({
      title: 'Tagged Title',
      artist: 'Tagged Artist',
      genre: 'rock',
      duration: 215
    })
    const file = new File(['RIFF'], 'song.wav', { type: 'audio/wav' })
    await user.upload(screen.getByLabelText('Audio file'), file)
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Tagged Title'))
    expect(screen.getByLabelText('Artist')).toHaveValue('Tagged Artist')
    await waitFor(() => expect(screen.getByLabelText('Genre')).toHaveValue('rock'))
    expect(screen.getByLabelText('Duration (seconds)')).toHaveValue(215)
    expect(screen.getByText("4 fields were filled from the file's tags.")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Tagged Title',
      artist: 'Tagged Artist',
      genre: 'rock',
      duration: 215,
      status: 'draft',
      explicit: false
    })
    expect(onSubmit.mock.calls[0][1]).toBe(file)
  })

  it('refuses a file that is not audio', async () => {
    const { readTags } = renderForm()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(
      screen.getByLabelText('Audio file'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' })
    )
    expect(await screen.findByText('This file is not a supported audio file.')).toBeInTheDocument()
    expect(readTags).not.toHaveBeenCalled()
  })

  it('shows the server’s sentence when saving fails, and disables submit while sending', async () => {
    let fail!: (reason: string) => void
    const onSubmit = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)))
    const { user } = renderForm({
      onSubmit,
      defaultValues: { ...EMPTY_TRACK, title: 'A', artist: 'B', genre: 'pop', duration: 10 }
    })
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled())
    fail('This file type is not supported.')
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported.')
    expect(screen.getByRole('button', { name: 'Create track' })).toBeEnabled()
  })

  it('shows the upload progress', () => {
    renderForm({ uploadProgress: 40 })
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
  })

  it('offers a cover upload instead of a URL field and refuses a text file by its content', async () => {
    const { user } = renderForm()
    expect(screen.queryByLabelText('Cover image URL')).not.toBeInTheDocument()
    const fake = new File(['just some text'], 'cover.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Cover image file'), fake)
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or WebP image.')
    expect(screen.queryByTestId('cover-preview')).not.toBeInTheDocument()
  })

  it('previews a chosen PNG and sends it with the form', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
    const { user, onSubmit } = renderForm({
      defaultValues: { ...EMPTY_TRACK, title: 'T', artist: 'A', genre: 'jazz', duration: 60 }
    })
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'c.png',
      {
        type: 'image/png'
      }
    )
    await user.upload(screen.getByLabelText('Cover image file'), png)
    expect(await screen.findByTestId('cover-preview')).toHaveAttribute('src', 'blob:preview')
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.anything(), null, png))
  })

  it('says at once that a file named fake.mp3 is not audio, and does not send it', async () => {
    const readTags = vi.fn().mockRejectedValue(new NotAudioError())
    const { user, onSubmit } = renderForm({
      readTags,
      defaultValues: { ...EMPTY_TRACK, title: 'T', artist: 'A', genre: 'jazz', duration: 60 }
    })
    const fake = new File(['hello'], 'fake.mp3', { type: 'audio/mpeg' })
    await user.upload(screen.getByLabelText('Audio file'), fake)
    expect(await screen.findByRole('alert')).toHaveTextContent('“fake.mp3” is not an audio file')
    expect(screen.queryByText(/filled from the file's tags/)).not.toBeInTheDocument()
    expect(screen.queryByText('fake.mp3')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.anything(), null, null))
  })

  it('plays the saved audio in the form instead of naming its type', async () => {
    renderForm({ currentAudioUrl: '/media/audio/a.wav', currentAudioName: 'audio/wav' })
    const player = screen.getByLabelText('Audio preview')
    expect(player.tagName).toBe('AUDIO')
    expect(player).toHaveAttribute('src', '/media/audio/a.wav')
    expect(player).toHaveAttribute('controls')
  })
})
