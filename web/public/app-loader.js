// Loads the SPA on a page the server pre-rendered, once that page has painted: the text and pictures get the network
// and the main thread first, then the JavaScript arrives and hydrates the same page (web/src/main.tsx). The server
// puts this script in place of Vite's module script and preloads (backend/http/html-document.ts).
/* global window, document, Element, requestAnimationFrame, setTimeout -- a classic script for the browser, outside the bundle */
(function () {
  var root = document.getElementById('root');
  // Until the SPA has replayed what happened before it took over (web/src/main.tsx clears window.__ifhEarlyAction).
  var early = function () {
    return root && (root.hasAttribute('data-prerendered') || window.__ifhEarlyAction);
  };
  // Until the SPA has taken the page over, links work as plain links; a button tapped (or a form sent) meanwhile is
  // remembered, and the SPA presses it again once it has hydrated (web/src/main.tsx), so no tap is lost. A form is
  // never sent natively (its fields would go into the URL), and its fields wait (read-only) for the SPA: what is typed
  // must reach the form's state.
  if (root && root.hasAttribute('data-prerendered')) {
    root.querySelectorAll('input, textarea').forEach(function (field) {
      if (field.readOnly) return;
      field.readOnly = true;
      field.setAttribute('data-held-until-hydrated', '');
    });
  }
  document.addEventListener(
    'click',
    function (event) {
      var button = early() && event.target instanceof Element ? event.target.closest('button') : null;
      if (button) window.__ifhEarlyAction = button;
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (!early()) return;
      event.preventDefault();
      if (!window.__ifhEarlyAction) window.__ifhEarlyAction = event.target;
    },
    true,
  );
  var script = document.currentScript;
  var entries = (script.getAttribute('data-entry') || '').split(' ').filter(Boolean);
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // The entry's own preloads, then the files of the page's route (the server names them): one per task, since a page
  // has 12–30 and each <link> cost the main thread 0.3–2 ms, at times 5–8 ms, even at full speed on our test machines
  // (four per task made tasks of up to 12 ms: long tasks on a phone). One the SPA's router has asked for meanwhile is
  // not asked again.
  function preloadFrom(index) {
    var href = preloads[index];
    if (!document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    if (index + 1 < preloads.length)
      setTimeout(function () {
        preloadFrom(index + 1);
      }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    if (preloads.length) preloadFrom(0);
    // Should the SPA fail to load, the page stays readable and its links work as plain links.
    entries.forEach(function (entry) {
      import(entry);
    });
  }
  // The callback of the next animation frame runs before that frame paints; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frames: do not wait for one forever.
  setTimeout(start, 1500);
})();
