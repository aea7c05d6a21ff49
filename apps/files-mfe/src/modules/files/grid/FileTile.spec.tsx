import type { FileEntry } from '@backoffice/validation';
import { render, screen } from '@testing-library/react';
import { FileTile } from './FileTile';

const image: FileEntry = {
  id: 'banners/summer.png',
  name: 'summer.png',
  isDir: false,
  link: 'https://cdn.example.pl/banners/summer.png',
  contentType: 'image/png',
  size: 1024,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const tile = (scrolling: boolean) => (
  <FileTile entry={image} index={0} selected={false} focused interactive={false} onActivate={() => undefined} scrolling={scrolling} />
);

describe('FileTile', () => {
  it('shows an image at once when the grid is still', () => {
    const { container } = render(tile(false));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.link);
  });

  it('loads an image first shown during a scroll once the scrolling stops, and keeps it', () => {
    const { container, rerender } = render(tile(true));
    expect(screen.getByRole('gridcell', { name: 'summer.png' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.tile-image-pending')).not.toBeNull();
    rerender(tile(false));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.link);
    rerender(tile(true));
    expect(container.querySelector('img')).not.toBeNull();
  });
});
