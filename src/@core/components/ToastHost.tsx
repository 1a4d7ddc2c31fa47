// react-toastify's container with its stylesheet: both load with the first signed-in screen (src/App.tsx), so the
// toasts' CSS no longer blocks the first paint of /login.
import { ToastContainer } from 'react-toastify'
import 'react-toastify/dist/ReactToastify.css'
import './toast-host.scss'

export default function ToastHost({ rtl }: { rtl: boolean }) {
  return (
    <ToastContainer
      // The page's main actions sit at the top end (Add, New) and at the bottom end (Save): toasts take the
      // bottom start, clear of both.
      position={rtl ? 'bottom-right' : 'bottom-left'}
      rtl={rtl}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  )
}
