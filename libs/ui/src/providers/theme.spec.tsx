import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { ThemeProviders } from './ThemeProviders';

describe('adminTheme', () => {
  it('rings a solid button that has the keyboard focus, outside its fill', async () => {
    render(
      <ThemeProviders>
        <Button variant="contained">Create Hot Banner</Button>
      </ThemeProviders>,
    );
    const button = screen.getByRole('button', { name: 'Create Hot Banner' });
    expect(getComputedStyle(button).outlineStyle).not.toBe('solid');
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveClass('Mui-focusVisible');
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineWidth).toBe('2px');
    expect(style.outlineOffset).toBe('2px');
  });
});
