import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

function Harness({ onSearch }: { onSearch: (v: string) => void }) {
  // Like the URL: stores the trimmed text.
  const [value, setValue] = useState('');
  return <SearchField value={value} onSearch={(v) => { onSearch(v); setValue(v.trim()); }} delay={100} />;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('SearchField', () => {
  it('reports once after the pause, and keeps a trailing space while typing on', async () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'sum ');
    await pause(250);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('sum ');
    await userEvent.type(box, 'b');
    await pause(250);
    expect(onSearch).toHaveBeenLastCalledWith('sum b');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
