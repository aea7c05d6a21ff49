// Runs on the pre-rendered /login before the app (tools/webpack/prerender-login.js), from the head, before the body
// is parsed (a few hundred bytes, cached for good after the first visit):
// - a stored session means the app will move on at once, so the form is never painted (a class on <html>);
// - an Enter or a press of Login is held, never submitted natively, and marked (data-submit-requested) for the app to
//   submit with what was typed;
// - the app (its preload hints, then its entry's scripts) starts only after the form has been painted: started at
//   once, it would hold the first paint back.
// The storage key is SESSION_STORAGE_KEY of libs/auth (session-persistence.ts); a unit test keeps the two equal.
/* global document, localStorage, requestAnimationFrame, setTimeout, Element, HTMLInputElement -- a plain browser script */
(function () {
  var self = document.currentScript;
  var app = self && self.getAttribute('data-app');
  var preloads = JSON.parse((self && self.getAttribute('data-preload')) || '[]');
  var started = false;
  function startApp() {
    if (started || !app) return;
    started = true;
    // The hints first (config.json and the chunks the boot needs, fetched in parallel), then the entry.
    preloads.forEach(function (attributes) {
      var link = document.createElement('link');
      Object.keys(attributes).forEach(function (name) {
        link.setAttribute(name, attributes[name]);
      });
      document.head.appendChild(link);
    });
    // The entry's scripts (space-separated), run in their order like the deferred tags they replace.
    app.split(' ').forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // After the first frame; the timer also covers a page opened in a background tab, where frames wait.
  requestAnimationFrame(function () {
    setTimeout(startApp, 0);
  });
  setTimeout(startApp, 250);

  try {
    if (localStorage.getItem('backoffice.session')) {
      document.documentElement.classList.add('bo-signed-in');
      return;
    }
  } catch {
    // Storage blocked: show the form.
  }
  /** The pre-rendered form an event happened in, if the event is one that submits it. */
  function formOf(event) {
    var target = event.target instanceof Element ? event.target : null;
    var root = target && target.closest('[data-prerendered-login]');
    if (!root) return null;
    if (event.type === 'keydown') return event.key === 'Enter' && target instanceof HTMLInputElement ? root : null;
    // A press already counts: the app may take the form over between the press and the click.
    return target.closest('form button') ? root : null;
  }
  function hold(event) {
    var root = formOf(event);
    if (!root) return;
    event.preventDefault();
    root.setAttribute('data-submit-requested', '');
  }
  // On the document: the form is not parsed yet, and no listener may miss the first key.
  document.addEventListener('keydown', hold);
  document.addEventListener('pointerdown', hold);
  document.addEventListener('click', hold);
})();
