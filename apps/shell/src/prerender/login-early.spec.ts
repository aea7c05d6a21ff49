import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_STORAGE_KEY } from '@backoffice/auth';
import { PRERENDERED_LOGIN_ATTRIBUTE } from '../public/prerendered-login';

const source = readFileSync(path.join(__dirname, 'login-early.js'), 'utf8');
const preloads = [{ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/config.json' }, { rel: 'preload', as: 'script', href: '/1.abcdef01.js' }];

/** The pre-rendered page as login.html has it, then login-early.js run as its deferred script. */
function run() {
  document.head.innerHTML = '';
  document.documentElement.className = '';
  document.body.innerHTML = `<div id="root"><div data-prerendered-login=""><form>
    <input name="email" /><input name="password" /><button type="button">Login</button>
  </form></div></div>`;
  const script = document.createElement('script');
  script.setAttribute('data-app', '/3638.abcdef01.js /main.12345678.js');
  script.setAttribute('data-preload', JSON.stringify(preloads));
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(source)();
  return document.querySelector('[data-prerendered-login]') as HTMLElement;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('login-early.js', () => {
  it('starts the app after the first frame: the preload hints, then the entry', () => {
    run();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    jest.advanceTimersByTime(300);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);
    expect(links).toEqual([['preload', 'fetch', '/config.json'], ['preload', 'script', '/1.abcdef01.js']]);
    // Both of the entry's scripts, executed in order (dynamic scripts are async unless told otherwise).
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => [s.getAttribute('src'), s.async])).toEqual([['/3638.abcdef01.js', false], ['/main.12345678.js', false]]);
  });

  it('remembers Enter in a field and a click on Login for the app, without a native submission', () => {
    const root = run();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    root.querySelector('input')?.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(root.hasAttribute('data-submit-requested')).toBe(true);

    const again = run();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    again.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(again.hasAttribute('data-submit-requested')).toBe(true);
  });

  it('hides the form when a session is stored (the app moves on at once), under the key the session uses', () => {
    expect(source).toContain(`'${SESSION_STORAGE_KEY}'`);
    expect(source).toContain(`'[${PRERENDERED_LOGIN_ATTRIBUTE}]'`);
    localStorage.setItem(SESSION_STORAGE_KEY, 'ciphertext');
    run();
    expect(document.documentElement.classList.contains('bo-signed-in')).toBe(true);
    localStorage.clear();
    run();
    expect(document.documentElement.classList.contains('bo-signed-in')).toBe(false);
  });

  it('holds nothing outside the form, and no other key', () => {
    const root = run();
    const outside = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.body.dispatchEvent(outside);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    root.querySelector('input')?.dispatchEvent(tab);
    expect(outside.defaultPrevented || tab.defaultPrevented).toBe(false);
    expect(root.hasAttribute('data-submit-requested')).toBe(false);
  });
});
