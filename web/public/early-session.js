// Starts "who is signed in?" (GET /api/user) while the app's scripts download, for pages opened with the server's
// signed-in hint cookie (a visitor has none and is known to be anonymous without asking); the app takes this answer for
// its first look-up of the session (web/src/api/current-user.ts). A plain script in public/, so that it
// does not wait for the bundle (and, unlike a preload, does not hold back the page's load event).
/* global window, document, fetch -- a browser script, served as it is */
if (document.cookie.split(';').some((pair) => pair.trim() === 'ifh.signedin=1')) {
  window.__ifhEarlySession = fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
}
