// Starts "who is signed in?" (GET /api/user) while the app's scripts download; the app takes this answer for its first
// look-up of the session (web/src/features/auth/api/current-user.ts). A plain script in public/, so that it does not wait
// for the bundle (and, unlike a preload, does not hold back the page's load event).
/* global window, fetch -- a browser script, served as it is */
window.__ifhEarlySession = fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
