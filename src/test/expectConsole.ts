// The console guard of every web test (src/test/setup.ts checks it after each test). A test that provokes an error
// or a warning on purpose announces it here: expectConsole('error', /The above error occurred/).
import { installConsoleGuard } from './consoleGuard'
import { isLibraryFindDomNodeWarning, isMachineSpeedWarning } from './knownWarnings'

export const consoleGuard = installConsoleGuard(
  (level, args) =>
    (level === 'error' && isLibraryFindDomNodeWarning(args)) ||
    (level === 'warn' && isMachineSpeedWarning(args))
)

export const expectConsole = consoleGuard.expect
