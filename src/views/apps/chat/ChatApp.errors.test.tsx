import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import ChatApp from './ChatApp'
import { fetchChatsAndContactsRequest, fetchProfileUserRequest } from './chatApi'

vi.mock('./chatApi', () => ({
  fetchChatsAndContactsRequest: vi.fn(),
  fetchProfileUserRequest: vi.fn(),
  updateProfileUserRequest: vi.fn(),
  fetchChatRequest: vi.fn(),
  sendMessageRequest: vi.fn()
}))

const contact = {
  id: 3,
  fullName: 'Ines Duarte',
  role: 'Playlist curator',
  about: 'Fado and bossa nova.',
  avatar: null,
  status: 'online' as const
}

describe('ChatApp when the lists cannot be loaded', () => {
  it('says so and loads them again on request', async () => {
    vi.mocked(fetchProfileUserRequest).mockResolvedValue({
      ...contact,
      id: 11,
      fullName: 'Noa Harrington',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false }
    })
    vi.mocked(fetchChatsAndContactsRequest)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ chatsContacts: [], contacts: [contact] })
    const { user } = renderWithProviders(<ChatApp />, { route: '/apps/chat', path: '/apps/chat' })
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: /^Ines Duarte/ })).toBeInTheDocument()
    expect(screen.getByText('No chats found.')).toBeInTheDocument()
  })
})
