// The data tables' calls (spec §7 /api/datatables), through the one HTTP client.
import { http } from '@/auth/http'
import {
  DATATABLE_PATHS,
  type DatatablePage,
  type DatatableQuery,
  type DatatableRow
} from '@/contracts/datatables'
import { httpParams } from './datatableQuery'

export async function fetchDatatablePage(
  query: DatatableQuery,
  signal?: AbortSignal
): Promise<DatatablePage> {
  return (await http.get<DatatablePage>(DATATABLE_PATHS.data, { params: httpParams(query), signal })).data
}

/** Every row: the advanced table's name filter suggests from their names. */
export async function fetchAllDatatableRows(signal?: AbortSignal): Promise<DatatableRow[]> {
  return (await http.get<{ allData: DatatableRow[] }>(DATATABLE_PATHS.initialData, { signal })).data.allData
}
