import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import ModulePending from './index';

it('names the module of the route it stands in for', () => {
  render(
    <MemoryRouter initialEntries={['/bet-match/create']}>
      <ModulePending />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Bet Match' })).toBeInTheDocument();
  expect(screen.getByText('This module is not available in the Back Office yet.')).toBeInTheDocument();
});
