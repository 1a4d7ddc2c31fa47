import { afterEach, describe, expect, it, vi } from 'vitest'
import axios from 'axios'

const task = {
  title: 'Kept across a reload',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isImportant: false
}

/** A fresh page: new modules (the fake database's data starts from its samples), the same localStorage. */
async function freshPage(mode: 'mock' | 'server') {
  vi.resetModules()
  const { installFakeDbOnDemand } = await import('./registry')
  const client = axios.create({ adapter: () => Promise.reject(new Error('no network in this test')) })
  installFakeDbOnDemand(client, mode)
  const titles = async () =>
    (await client.get<{ tasks: Array<{ title: string }> }>('/apps/todo/tasks')).data.tasks.map((t) => t.title)
  return { client, titles }
}

describe("the demo areas' changes survive a reload", () => {
  afterEach(() => localStorage.clear())

  it.each(['server', 'mock'] as const)('a todo added in %s mode is there after a reload', async (mode) => {
    const first = await freshPage(mode)
    await first.client.post('/apps/todo/add-tasks', { task })
    expect(await first.titles()).toContain(task.title)

    const second = await freshPage(mode)
    expect(await second.titles()).toContain(task.title)
  })

  it('forgetting the demo data brings the samples back on the next load', async () => {
    const first = await freshPage('server')
    const samples = await first.titles()
    await first.client.post('/apps/todo/add-tasks', { task })
    const { forgetDemoData } = await import('@/configs/demoData')
    forgetDemoData()
    const second = await freshPage('server')
    expect(await second.titles()).toEqual(samples)
  })

  it('ignores stored text that is not ours', async () => {
    localStorage.setItem('vibeline.fakeDb.todo', '{not json')
    const page = await freshPage('server')
    expect((await page.titles()).length).toBeGreaterThan(0)
  })
})
