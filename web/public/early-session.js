// Starts "who is signed in?" (GET /api/user) while the app's scripts download, for pages opened with the server's
// signed-in hint cookie (a visitor has none and is known to be anonymous without asking); the app takes this answer for
// its first look-up of the session (web/src/api/current-user.ts). A plain script in public/, so that it
// does not wait for the bundle (and, unlike a preload, does not hold back the page's load event).
// Two things keep the page from waiting for ever (tools that wait for network idle after a reload hung on it): the body
// is read here, so the request ends even when the app never takes the answer (it signed in or out first); and an `async`
// script may run after the app has already asked (a reload that revalidates this file), in which case it asks nothing.
/* global window, document, fetch, Response -- a browser script, served as it is */
if (!window.__ifhSessionAsked && document.cookie.split(';').some((pair) => pair.trim() === 'ifh.signedin=1')) {
  window.__ifhEarlySession = fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } }).then((res) =>
    res.text().then((body) => new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })),
  );
}
