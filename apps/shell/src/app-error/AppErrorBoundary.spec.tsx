import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './AppErrorBoundary';

function Crash(): never {
  throw new Error('boom');
}

it('replaces the app with the spec text on a render crash', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AppErrorBoundary>
      <Crash />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Application has errors. Please check logs to fix this.');
  spy.mockRestore();
});
