// The Sass options of the build (vite.config.ts) and of the test that keeps the build quiet (sassOptions.test.ts).
// Bootstrap 5.3's partials only work through @import (they read each other's globals; Bootstrap does not support
// Sass modules yet), so the three stylesheets that assemble Bootstrap (`_config.scss`, `app.scss`,
// `main-layout.scss`) keep @import and that one deprecation is silenced by name. Bootstrap's own warnings (its
// if(), global functions and red()/green()/blue()) are its code, not ours: `quietDeps` hides warnings from files
// loaded from node_modules. Our own files use the module functions (`sass:map`, …), so any new warning shows.
export const sassOptions = {
  quietDeps: true,
  silenceDeprecations: ['import' as const]
}
