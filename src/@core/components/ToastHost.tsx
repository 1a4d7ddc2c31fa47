// react-toastify's container with its stylesheet: both load with the first signed-in screen (src/App.tsx), so the
// toasts' CSS no longer blocks the first paint of /login.
import { ToastContainer } from 'react-toastify'
import 'react-toastify/dist/ReactToastify.css'
import './toast-host.scss'

export default function ToastHost({ rtl }: { rtl: boolean }) {
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  )
}
