import { PRERENDERED_LOGIN_ATTRIBUTE, readPrerenderedLogin } from './prerendered-login';

function prerenderedForm() {
  document.body.innerHTML = `<div id="root"><div ${PRERENDERED_LOGIN_ATTRIBUTE}=""><form>
    <input name="email" type="email" /><input name="password" type="password" /><button type="button">Login</button>
  </form></div></div>`;
  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  return { email: input('email'), password: input('password'), root: document.querySelector(`[${PRERENDERED_LOGIN_ATTRIBUTE}]`) as HTMLElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readPrerenderedLogin', () => {
  it('is null without a pre-rendered form', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedLogin()).toBeNull();
  });

  it('takes what was typed and the focused field', () => {
    const { email, password } = prerenderedForm();
    email.value = 'admin@example.com';
    password.value = 'Pass';
    password.focus();
    expect(readPrerenderedLogin()).toEqual({ values: { email: 'admin@example.com', password: 'Pass' }, focus: 'password', submit: false });
  });

  it('has no focus to keep when the focus is elsewhere, and sees a Login pressed before the app', () => {
    const { root } = prerenderedForm();
    root.setAttribute('data-submit-requested', '');
    expect(readPrerenderedLogin()).toEqual({ values: { email: '', password: '' }, focus: null, submit: true });
  });
});
