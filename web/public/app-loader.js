// Loads the SPA on a page the server pre-rendered, once that page has painted: the text and pictures get the network
// and the main thread first, then the JavaScript arrives and hydrates the same page (web/src/main.tsx). The server
// puts this script in place of Vite's module script and preloads (backend/http/html-document.ts).
/* global document, requestAnimationFrame, setTimeout -- a classic script for the browser, outside the bundle */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    // Should the SPA fail to load, the page stays readable and its links work as plain links.
    import(entry).catch(function (error) {
      document.getElementById('root').removeAttribute('inert');
      throw error;
    });
  }
  // The callback of the next animation frame runs before that frame paints; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frames: do not wait for one forever.
  setTimeout(start, 1500);
})();
