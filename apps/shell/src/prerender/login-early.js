// Runs on the pre-rendered /login before the app (tools/webpack/prerender-login.js). It starts the app (its preload
// hints, then main.js) only after the form has been painted: started at once, the app would hold the first paint
// back. A stored session means the app will move on at once, so the form is hidden rather than flashed; an
// Enter or a click on Login is remembered (data-submit-requested) for the app to submit with what was typed. The
// storage key is SESSION_STORAGE_KEY of libs/auth (session-persistence.ts); a unit test keeps the two equal.
/* global document, localStorage, requestAnimationFrame, setTimeout, HTMLInputElement -- a plain browser script */
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
    var script = document.createElement('script');
    script.src = app;
    document.head.appendChild(script);
  }
  // After the next frame; the timer also covers a page opened in a background tab, where frames wait.
  requestAnimationFrame(function () {
    setTimeout(startApp, 0);
  });
  setTimeout(startApp, 250);

  var root = document.querySelector('[data-prerendered-login]');
  if (!root) return;
  try {
    if (localStorage.getItem('backoffice.session')) {
      root.hidden = true;
      return;
    }
  } catch {
    // Storage blocked: show the form.
  }
  function request(event) {
    event.preventDefault();
    root.setAttribute('data-submit-requested', '');
  }
  root.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) request(event);
  });
  var login = root.querySelector('form button');
  if (login) {
    login.addEventListener('click', request);
    // A press already counts: the app may take the form over between the press and the click.
    login.addEventListener('pointerdown', request);
  }
})();
