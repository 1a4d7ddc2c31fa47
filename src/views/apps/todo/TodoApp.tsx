import { useCallback, useEffect, useState } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Card, Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { Search } from 'lucide-react'
import { toast } from 'react-toastify'
import { Spinner } from '@/@core/components/Spinner'
import {
  TODO_SORTS,
  isTodoFilter,
  isTodoSort,
  isTodoTag,
  type TodoSort,
  type TodoTask
} from '@/contracts/todo'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import {
  fetchTasks,
  reorderTasks,
  selectTasks,
  selectTodoError,
  selectTodoLoaded,
  selectTodoLoading,
  updateTask
} from './todoSlice'
import { TodoSidebar } from './components/TodoSidebar'
import { TaskList } from './components/TaskList'
import { TaskPanel } from './components/TaskPanel'
import { LoadError } from '@/@core/components/list/LoadError'
import { useDebouncedValue } from '@/@core/components/list/useKeywordSearch'
import './todo.scss'

/** /apps/todo, /apps/todo/:filter and /apps/todo/tag/:tag. */
export default function TodoApp() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const params = useParams<{ filter?: string; tag?: string }>()
  const tasks = useAppSelector(selectTasks)
  const loading = useAppSelector(selectTodoLoading)
  const loaded = useAppSelector(selectTodoLoaded)
  const error = useAppSelector(selectTodoError)

  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim())
  const [sortBy, setSortBy] = useState<TodoSort | ''>('')
  const [panel, setPanel] = useState<{ open: boolean; task: TodoTask | null }>({ open: false, task: null })

  const filter = isTodoFilter(params.filter) ? params.filter : undefined
  const tag = isTodoTag(params.tag) ? params.tag : undefined
  const badParam = (params.filter !== undefined && !filter) || (params.tag !== undefined && !tag)

  const load = useCallback(() => {
    void dispatch(fetchTasks({ q: q || undefined, filter, tag, sortBy: sortBy || undefined }))
  }, [dispatch, q, filter, tag, sortBy])

  useEffect(() => {
    if (!badParam) load()
  }, [load, badParam])

  const saveAtOnce = async (task: TodoTask) => {
    const result = await dispatch(updateTask(task))
    if (updateTask.rejected.match(result)) toast.error(result.payload ?? t('todo.errors.saveFailed'))
  }

  if (badParam) return <Navigate to="/apps/todo" replace />

  const heading = tag ? t(`todo.tags.${tag}`) : t(`todo.filters.${filter ?? 'all'}`)
  const manualOrder = sortBy === ''

  return (
    <div className="todo-application">
      <h1 className="visually-hidden">{t('todo.title')}</h1>
      <Card className="todo-card flex-lg-row overflow-hidden">
        <aside className="todo-sidebar-wrapper flex-shrink-0">
          <TodoSidebar onAdd={() => setPanel({ open: true, task: null })} />
        </aside>
        <section className="flex-grow-1 min-w-0 d-flex flex-column" aria-labelledby="todo-list-heading">
          <div className="todo-toolbar d-flex flex-wrap align-items-center gap-2 px-3 py-2">
            <h2 id="todo-list-heading" className="h5 mb-0 me-auto">
              {heading}
            </h2>
            <InputGroup className="todo-search input-group-merge">
              <InputGroupText>
                <Search size={16} aria-hidden="true" />
              </InputGroupText>
              <Label for="todo-search" className="visually-hidden">
                {t('todo.search')}
              </Label>
              <Input
                id="todo-search"
                type="search"
                placeholder={t('todo.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </InputGroup>
            <div className="d-flex align-items-center gap-2">
              <Label for="todo-sort" className="mb-0 small text-body-secondary text-nowrap">
                {t('todo.sort.label')}
              </Label>
              <Input
                id="todo-sort"
                type="select"
                bsSize="sm"
                value={sortBy}
                onChange={(event) => setSortBy(isTodoSort(event.target.value) ? event.target.value : '')}
              >
                <option value="">{t('todo.sort.manual')}</option>
                {TODO_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`todo.sort.${sort}`)}
                  </option>
                ))}
              </Input>
            </div>
          </div>
          <div className="todo-list-area flex-grow-1" aria-busy={loading}>
            {error ? (
              <LoadError message={error} onRetry={load} className="m-3" />
            ) : !loaded ? (
              <Spinner label={t('todo.loading')} />
            ) : tasks.length === 0 ? (
              <p className="text-center text-body-secondary p-5 mb-0">
                {q ? t('todo.list.noMatch') : t('todo.list.empty')}
              </p>
            ) : (
              <TaskList
                tasks={tasks}
                sortable={manualOrder}
                onOpen={(task) => setPanel({ open: true, task })}
                onToggleCompleted={(task) => void saveAtOnce({ ...task, isCompleted: !task.isCompleted })}
                onToggleImportant={(task) => void saveAtOnce({ ...task, isImportant: !task.isImportant })}
                onReorder={(ids) => void dispatch(reorderTasks(ids))}
              />
            )}
          </div>
        </section>
      </Card>
      <TaskPanel
        isOpen={panel.open}
        task={panel.task}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
      />
    </div>
  )
}
