import { Navigate } from 'react-router-dom'

/** /apps/user/view without an id shows the first sample user, as the template's search entry expects. */
export default function ViewRedirect() {
  return <Navigate to="/apps/user/view/1" replace />
}
