import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureSidebarMenu } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { modules } from '../modules';
import { HomePage } from './HomePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

beforeAll(() => configureSidebarMenu(modules));
afterEach(() => resetSessionForTest());

it('gives every module a card that names it and shows its path, App Setting ones alike', () => {
  signInForTest({ allPermissions: true });
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  const cards = within(screen.getByRole('region', { name: 'Quick access' })).getAllByRole('button');
  expect(cards).toHaveLength(modules.length);
  for (const m of modules) {
    const card = cards.find((c) => c.textContent?.startsWith(m.label) && c.textContent.endsWith(m.path));
    expect(card).toBeDefined();
  }
  expect(screen.queryByText('App Setting')).not.toBeInTheDocument();
});
