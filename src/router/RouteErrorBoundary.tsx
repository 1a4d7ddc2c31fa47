import { Component, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'

type Props = {
  /** The error is forgotten when this changes (the path): another page gets its own chance. */
  resetKey: string
  children: ReactNode
}
type State = { failed: boolean; resetKey: string }

/**
 * Keeps a page that throws while rendering (or whose chunk fails to load) from blanking the whole app:
 * a short message with a reload button takes its place until the user goes to another path.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

function RouteError() {
  const { t } = useTranslation()
  return (
    <main
      role="alert"
      className="misc-wrapper d-flex flex-column align-items-center justify-content-center min-vh-100 p-4 text-center"
    >
      <h1 className="h2 mb-2">{t('app.routeError.title')}</h1>
      <p className="mb-4 text-body-secondary">{t('app.routeError.text')}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('app.routeError.reload')}
        </button>
        <Link to="/" className="btn btn-outline-secondary">
          {t('misc.backHome')}
        </Link>
      </div>
    </main>
  )
}
