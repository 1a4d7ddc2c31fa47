import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchAllUsers, selectUserList } from '../userSlice'
import { UserStats } from './UserStats'
import { UsersTable } from './UsersTable'

/** /apps/user/list: totals by status above the searchable, filterable users table. */
export default function UserList() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { allData } = useAppSelector(selectUserList)
  useEffect(() => {
    void dispatch(fetchAllUsers())
  }, [dispatch])
  return (
    <section aria-labelledby="user-list-title">
      <h1 id="user-list-title" className="h4 mb-3">
        {t('templateUsers.list.title')}
      </h1>
      <UserStats users={allData} loaded={allData.length > 0} />
      <UsersTable title={t('templateUsers.list.tableTitle')} />
    </section>
  )
}
