// Deterministic sample tasks of the todo app. The array order is the manual order that drag-and-drop changes.
import { TODO_ASSIGNEES, type TodoTask } from '@/contracts/todo'

const [amara, bruno, chen, dalia, elif, felix] = TODO_ASSIGNEES

function seedTasks(): TodoTask[] {
  const base = { isCompleted: false, isDeleted: false, isImportant: false }
  return [
    {
      ...base,
      id: 1,
      title: 'Review the summer playlist pitches',
      dueDate: '2026-11-24',
      description: 'Pick the ten strongest pitches from the curator inbox and send feedback to the rest.',
      assignee: amara!,
      tags: ['team', 'high'],
      isImportant: true
    },
    {
      ...base,
      id: 2,
      title: 'Fix cover art that fails to load on Android',
      dueDate: '2026-11-22',
      description: 'Several album covers show a grey square on Android 14. Check the image sizes in the CDN.',
      assignee: bruno!,
      tags: ['high', 'update']
    },
    {
      ...base,
      id: 3,
      title: 'Write the release notes for version 4.2',
      dueDate: '2026-11-28',
      description: 'Cover lyrics sync, the new equaliser presets and the offline download fixes.',
      assignee: chen!,
      tags: ['medium', 'update'],
      isCompleted: true
    },
    {
      ...base,
      id: 4,
      title: 'Plan the artist onboarding workshop',
      dueDate: '2026-12-03',
      description: 'Book a room, invite five independent artists and prepare the upload walkthrough.',
      assignee: dalia!,
      tags: ['team', 'low']
    },
    {
      ...base,
      id: 5,
      title: 'Audit the explicit content flags',
      dueDate: '2026-11-26',
      description: 'Compare the explicit flags of the top 500 tracks with the labels\u2019 metadata.',
      assignee: elif!,
      tags: ['medium'],
      isImportant: true
    },
    {
      ...base,
      id: 6,
      title: 'Renew the licence for the jazz catalogue',
      dueDate: '2026-12-10',
      description: 'The current agreement ends on 31 December; legal needs the usage figures by then.',
      assignee: felix!,
      tags: ['high'],
      isImportant: true,
      isCompleted: true
    },
    {
      ...base,
      id: 7,
      title: 'Clean up duplicate podcast episodes',
      dueDate: '2026-11-30',
      description: 'Merge the episodes that were imported twice from the old RSS feed.',
      assignee: amara!,
      tags: ['low'],
      isDeleted: true
    },
    {
      ...base,
      id: 8,
      title: 'Prepare the monthly royalties report',
      dueDate: '2026-12-01',
      description: 'Export the play counts per rights holder and check them against last month.',
      assignee: bruno!,
      tags: ['team', 'medium']
    },
    {
      ...base,
      id: 9,
      title: 'Test the new lyrics editor',
      dueDate: '',
      description: 'Try long lines, right-to-left lyrics and timestamps past the one-hour mark.',
      assignee: null,
      tags: ['update']
    },
    {
      ...base,
      id: 10,
      title: 'Answer the label partnership emails',
      dueDate: '2026-11-23',
      description: 'Three labels asked about the curated playlist programme.',
      assignee: chen!,
      tags: ['team'],
      isCompleted: true
    },
    {
      ...base,
      id: 11,
      title: 'Update the genre list for the winter campaign',
      dueDate: '2026-12-05',
      description: 'Add the seasonal genres and retire the two that nobody picks.',
      assignee: dalia!,
      tags: ['low', 'update'],
      isImportant: true,
      isDeleted: true
    },
    {
      ...base,
      id: 12,
      title: 'Benchmark the search on a million tracks',
      dueDate: '2026-12-08',
      description: 'Measure the p95 of a filtered page with keyword, genre and date range.',
      assignee: elif!,
      tags: ['high', 'team']
    }
  ]
}

/** Module-level state, mutated by the handlers so later requests see the changes (like a server). */
export const todoDb: { tasks: TodoTask[] } = { tasks: seedTasks() }

/** Restores the sample data (tests). */
export function resetTodoDb(): void {
  todoDb.tasks = seedTasks()
}
