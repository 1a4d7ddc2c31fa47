// Leaves the app for another site (the company provider's sign-out page): a whole-page load, not a route change.
export function leaveApp(url: string): void {
  window.location.assign(url)
}
