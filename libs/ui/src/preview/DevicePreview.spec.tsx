import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DevicePreview } from './DevicePreview';

describe('DevicePreview', () => {
  it('shows the content at desktop width first, then at phone width, telling the content which', async () => {
    render(<DevicePreview label="Message">{(device) => <p>{`shown on ${device}`}</p>}</DevicePreview>);
    expect(screen.getByRole('region', { name: 'Message (desktop, 1024 px)' })).toHaveTextContent('shown on desktop');
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('region', { name: 'Message (phone, 375 px)' })).toHaveTextContent('shown on phone');
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  });
});
