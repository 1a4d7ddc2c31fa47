// /tables/datatables/basic: the 100 rows searched, sorted and paged by the server-style call.
import { DatatableScreen } from './DatatableScreen'

export default function BasicDatatablePage() {
  return <DatatableScreen variant="basic" />
}
