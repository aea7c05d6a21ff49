import { capitalise, firstErrorText, interpretResponse, namedToast } from './response-rules';

describe('interpretResponse', () => {
  it('unwraps data and turns a message into a success toast', () => {
    expect(interpretResponse(200, { data: { id: 1 }, message: 'Landing page updated' }, true)).toEqual({
      kind: 'success',
      data: { id: 1 },
      toast: 'Landing page updated',
    });
    expect(interpretResponse(200, { data: [1, 2] }, true)).toEqual({ kind: 'success', data: [1, 2], toast: undefined });
  });

  it('treats isError with a message as a failure with an error toast, even on 2xx', () => {
    expect(interpretResponse(200, { isError: true, message: 'Quota exceeded' }, true)).toEqual({
      kind: 'failure',
      message: 'Quota exceeded',
      toast: 'Quota exceeded',
      logout: false,
    });
  });

  it('logs out on a 401 with a body for a signed-in call, without a toast', () => {
    const outcome = interpretResponse(401, { message: 'Session expired' }, true);
    expect(outcome).toMatchObject({ kind: 'failure', logout: true, message: 'Session expired' });
    expect(outcome).not.toHaveProperty('toast', expect.anything());
  });

  it('does not log out on a 401 without a body, nor on a 401 of a signed-out call (wrong password)', () => {
    expect(interpretResponse(401, undefined, true)).toMatchObject({ logout: false, toast: 'Request failed with status 401' });
    expect(interpretResponse(401, { message: 'Invalid email or password' }, false)).toMatchObject({
      logout: false,
      toast: 'Invalid email or password',
    });
  });

  it('shows the first message of the first field of errorMessages, else the message', () => {
    const withFields = interpretResponse(400, {
      message: 'Validation failed',
      errorMessages: { email: ['Email is required!', 'must be a valid email!'], password: ['Password is required!'] },
    }, false);
    expect(withFields).toMatchObject({ kind: 'failure', toast: 'Email is required!', message: 'Email is required!' });
    expect(withFields.kind === 'failure' && withFields.errorMessages?.password).toEqual(['Password is required!']);
    expect(interpretResponse(403, { message: 'Forbidden' }, true)).toMatchObject({ toast: 'Forbidden', logout: false });
    expect(interpretResponse(500, 'Bad gateway', true)).toMatchObject({ toast: 'Request failed with status 500' });
  });

  it('ignores empty field lists when picking the first message', () => {
    expect(firstErrorText({ a: ['first'] }, 'fallback')).toBe('first');
    expect(firstErrorText(undefined, 'fallback')).toBe('fallback');
    expect(interpretResponse(409, { message: 'Conflict', errorMessages: { a: [] } }, true)).toMatchObject({ toast: 'Conflict' });
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('file uploaded successfully')).toBe('File uploaded successfully');
    expect(capitalise('')).toBe('');
  });
});

describe('field-less templates in toasts', () => {
  it('name the field when the message does not, and keep messages that already say it', () => {
    const outcome = interpretResponse(400, { message: 'Validation failed', errorMessages: { pl_title: ['must be shorter than 201 characters!'] } }, true);
    expect(outcome).toMatchObject({ toast: 'Title (Polish): must be shorter than 201 characters!', message: 'must be shorter than 201 characters!' });
    expect(namedToast({ iconId: ['please select icon'] })).toBe('Icon id: please select icon');
    expect(namedToast({ message: ['Message is required!'] })).toBeUndefined();
    expect(namedToast({ name: ['name is required!'] })).toBeUndefined();
    expect(interpretResponse(400, { message: 'Validation failed', errorMessages: { message: ['Message is required!'] } }, true)).toMatchObject({ toast: 'Message is required!' });
  });

  it("name the field by its module's label, as the form shows it, where the request carries the labels", () => {
    const labels = { pl_title: 'Polish title', iconId: 'Icon', 'config.carousel[].alt': 'Alt text' };
    const outcome = interpretResponse(400, { message: 'Validation failed', errorMessages: { pl_title: ['must be shorter than 201 characters!'] } }, true, labels);
    expect(outcome).toMatchObject({ toast: 'Polish title: must be shorter than 201 characters!' });
    expect(namedToast({ iconId: ['please select icon'] }, labels)).toBe('Icon: please select icon');
    expect(namedToast({ 'config.carousel.2.alt': ['must be shorter than 121 characters!'] }, labels)).toBe('Alt text: must be shorter than 121 characters!');
    expect(namedToast({ constructor: ['must be a valid text!'] }, labels)).toBe('Constructor: must be a valid text!');
  });
});
