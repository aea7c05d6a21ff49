import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearRemoteOverride, overriddenRemotes } from '../federation/runtime-config';
import { OverrideNotice } from './OverrideNotice';

jest.mock('../federation/runtime-config', () => ({ overriddenRemotes: jest.fn(), clearRemoteOverride: jest.fn() }));

it('names each overridden remote and its origin, and clears one with a click', async () => {
  jest.mocked(overriddenRemotes).mockReturnValue({ landing: 'http://localhost:5202/mf-manifest.json' });
  render(<OverrideNotice />);
  expect(screen.getByRole('alert')).toHaveTextContent('landing is loaded from http://localhost:5202 (a development override), not the deployed build.');
  await userEvent.click(screen.getByRole('button', { name: 'Clear override' }));
  expect(clearRemoteOverride).toHaveBeenCalledWith('landing');
});

it('shows nothing without an override', () => {
  jest.mocked(overriddenRemotes).mockReturnValue({});
  const { container } = render(<OverrideNotice />);
  expect(container).toBeEmptyDOMElement();
});
