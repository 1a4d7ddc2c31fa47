// /tables/datatables/advanced: the basic table with column filters kept in the URL.
import { DatatableScreen } from './DatatableScreen'

export default function AdvancedDatatablePage() {
  return <DatatableScreen variant="advanced" />
}
