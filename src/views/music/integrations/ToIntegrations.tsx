// The former address of the API keys (/pages/api-key) sends the browser to the integrations screen.
import { Navigate } from 'react-router-dom'

export default function ToIntegrations() {
  return <Navigate to="/music/integrations" replace />
}
