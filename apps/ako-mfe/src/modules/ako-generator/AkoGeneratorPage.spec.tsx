import { ThemeProviders } from '@backoffice/ui';
import type { AkoCoupon } from '@backoffice/validation';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AkoGeneratorPage } from './AkoGeneratorPage';
import type { RenderCoupon } from './use-coupon-image';

/** Stands in for the canvas (jsdom has none) and records what it was asked to draw. */
function fakeRenderer() {
  const drawn: AkoCoupon[] = [];
  const renderCoupon: RenderCoupon = async (coupon) => {
    drawn.push(coupon);
    const png = new Blob([new Uint8Array(2048)], { type: 'image/png' });
    return { canvas: document.createElement('canvas'), width: 1080, height: 1400 + drawn.length, png: Promise.resolve(png) };
  };
  return { drawn, renderCoupon };
}

// Full form interactions in jsdom are slow on a shared machine.
jest.setTimeout(60_000);

let urls = 0;
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => `blob:ako-${++urls}`, revokeObjectURL: jest.fn() });
  // ProseMirror scrolls the caret into view with layout APIs jsdom does not implement.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: emptyRect });
  Object.assign(document, { elementFromPoint: () => null });
});

function setup() {
  const fake = fakeRenderer();
  const user = userEvent.setup({ delay: null });
  render(
    <ThemeProviders>
      <MemoryRouter>
        <AkoGeneratorPage render={fake.renderCoupon} />
      </MemoryRouter>
    </ThemeProviders>,
  );
  return { user, ...fake };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillCoupon(user: ReturnType<typeof userEvent.setup>) {
  const bet = within(screen.getByRole('group', { name: 'Bet 1' }));
  await user.type(bet.getByRole('textbox', { name: /^Name/ }), 'Legia Warszawa - Lech Poznań');
  await user.type(bet.getByRole('textbox', { name: /^Description/ }), '1X2: Legia');
  await user.type(bet.getByRole('textbox', { name: /^Value/ }), '1,85');
  await user.type(field('Course'), '3,25');
  await user.type(field('Stake'), '10');
  // ProseMirror cannot take a jsdom click (no elementFromPoint): focus the editor, then type.
  act(() => screen.getByRole('textbox', { name: 'Coupon description' }).focus());
  await user.keyboard('Pewniaki na weekend');
  await user.click(screen.getByRole('combobox', { name: /Sport category/ }));
  await user.keyboard('zuzel');
  await user.click(await screen.findByRole('option', { name: /Żużel/ }));
  await user.type(field('AKO percentage'), '5');
}

describe('AkoGeneratorPage', () => {
  it('shows the title and a Home breadcrumb', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Ako Generator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows every required message when generating an empty form, and draws nothing', async () => {
    const { user, drawn } = setup();
    await user.click(screen.getByRole('button', { name: 'Generate image' }));
    for (const text of [
      'Name is required!',
      'Description is required!',
      'Value is required!',
      'Course is required!',
      'Stake is required!',
      'Winnings is required!',
      'Coupon description is required!',
      'please select category',
      'AKO percentage is required!',
      'AKO bonus is required!',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(drawn).toHaveLength(0);
  });

  it('validates on blur, then follows each change', async () => {
    const { user } = setup();
    await user.click(field('Course'));
    await user.tab();
    expect(await screen.findByText('Course is required!')).toBeInTheDocument();
    await user.type(field('Course'), 'x');
    expect(await screen.findByText('must be a valid number!')).toBeInTheDocument();
    await user.clear(field('Course'));
    await user.type(field('Course'), '0,5');
    expect(await screen.findByText('must be greater than or equal to 1!')).toBeInTheDocument();
  });

  it('shows odds and the course with a Polish decimal comma once typed, and offers no image upload in the description', async () => {
    const { user } = setup();
    const value = within(screen.getByRole('group', { name: 'Bet 1' })).getByRole('textbox', { name: /^Value/ });
    await user.type(value, '2.10');
    await user.type(field('Course'), '3.89');
    await user.tab();
    expect(value).toHaveValue('2,10');
    expect(field('Course')).toHaveValue('3,89');
    await screen.findByRole('textbox', { name: 'Coupon description' });
    expect(screen.getByRole('button', { name: /bold/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /upload images/i })).not.toBeInTheDocument();
  });

  it('keeps 1 to 5 bet rows with the spec messages', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove bet 1' }));
    expect(await screen.findByText('must contain minimum 1 items!')).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Add bet' }));
    expect(screen.getAllByRole('group', { name: /^Bet \d$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add bet' })).toBeDisabled();
    expect(screen.getByText('must contain maximum 5 items!')).toBeInTheDocument();
    expect(screen.queryByText('must contain minimum 1 items!')).not.toBeInTheDocument();
  });

  it('offers winnings and the AKO bonus from stake × course, and lets staff override them', async () => {
    const { user } = setup();
    await user.type(field('Course'), '3,25');
    await user.type(field('Stake'), '10');
    expect(field('Winnings')).toHaveValue('32,50');
    await user.type(field('AKO percentage'), '5');
    expect(field('AKO bonus')).toHaveValue('1,63');
    expect(field('Winnings')).toHaveValue('34,13');
    await user.clear(field('Winnings'));
    await user.type(field('Winnings'), '40');
    await user.type(field('Stake'), '0');
    expect(field('Winnings')).toHaveValue('40');
    await user.click(screen.getByRole('button', { name: 'Use suggested winnings' }));
    expect(field('Winnings')).toHaveValue('341,25');
  });

  it('generates the image, enables Save only while it matches the form, and saves a dated PNG', async () => {
    const { user, drawn } = setup();
    const save = screen.getByRole('button', { name: 'Save image' });
    expect(save).toBeDisabled();
    await fillCoupon(user);
    await user.click(screen.getByRole('button', { name: 'Generate image' }));

    expect(await screen.findByRole('heading', { name: 'Generated Image:' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Generated AKO coupon' }).tagName).toBe('CANVAS');
    expect(await screen.findByText('PNG, 1080 × 1401 px, 2 KB')).toBeInTheDocument();
    expect(drawn[0]).toMatchObject({ categoryId: 3181, categoryName: 'Żużel', course: 3.25, stake: 10, winnings: 34.13, akoBonus: 1.63, akoPercent: 5 });
    expect(drawn[0].couponDescription).toContain('Pewniaki na weekend');
    await waitFor(() => expect(save).toBeEnabled());

    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^ako-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.png$/);
      expect(this.href).toBe('blob:ako-1');
    });
    await user.click(save);
    expect(click).toHaveBeenCalledTimes(1);

    await user.type(field('Stake'), '0');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('PNG, 1080 × 1402 px, 2 KB')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Generated AKO coupon' })).toHaveLength(1);
    await waitFor(() => expect(save).toBeEnabled());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:ako-1');
  });

  it('clears at once when empty, and asks first when the form has data', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(field('Stake'), '10');
    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to clear this form?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Stake')).toHaveValue('10');

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Stake')).toHaveValue('');
  });
});
