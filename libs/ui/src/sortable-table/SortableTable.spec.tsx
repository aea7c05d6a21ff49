import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { SortableTable, moveItem } from './SortableTable';

interface Market { id: number; name: string; pl: string }
const markets: Market[] = [
  { id: 1, name: 'Winner', pl: 'Zwycięzca' },
  { id: 2, name: 'Total', pl: 'Suma' },
  { id: 3, name: 'Handicap', pl: 'Handicap' },
];

function Harness({ onReorder }: { onReorder: (rows: Market[]) => void }) {
  const [rows, setRows] = useState(markets);
  return (
    <SortableTable
      caption="Market types"
      rows={rows}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.name}
      columns={[{ id: 'id', header: 'Id.' }, { id: 'name', header: 'Name' }, { id: 'pl', header: 'Polish name' }]}
      onReorder={(next) => { setRows(next); onReorder(next); }}
    />
  );
}

const names = () => within(screen.getByRole('table', { name: 'Market types' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2].textContent);

describe('SortableTable', () => {
  it('moves rows with the buttons and reports the new order', async () => {
    const onReorder = jest.fn();
    render(<Harness onReorder={onReorder} />);
    expect(screen.getByRole('button', { name: 'Move Winner up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Winner down' }));
    expect(names()).toEqual(['Total', 'Winner', 'Handicap']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Handicap up' }));
    expect(names()).toEqual(['Total', 'Handicap', 'Winner']);
    expect(onReorder).toHaveBeenLastCalledWith([markets[1], markets[2], markets[0]]);
  });

  it('offers a drag handle per row', () => {
    render(<Harness onReorder={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Drag Total' })).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('moveItem keeps every item exactly once', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), (list, a, b) => {
      const from = a % list.length;
      const to = b % list.length;
      const moved = moveItem(list, from, to);
      expect([...moved].sort()).toEqual([...list].sort());
      expect(moved[to]).toBe(list[from]);
    }));
  });
});
