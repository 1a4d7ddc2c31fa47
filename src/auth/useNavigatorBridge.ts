import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { registerNavigator } from './navigation'

/** Lets the HTTP interceptors navigate through the router (no page reload) while this component is mounted. */
export function useNavigatorBridge(): void {
  const navigate = useNavigate()
  useEffect(() => registerNavigator((to) => void navigate(to, { replace: true })), [navigate])
}
