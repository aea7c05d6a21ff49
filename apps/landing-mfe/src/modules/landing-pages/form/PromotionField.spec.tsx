// The landing page's promotion part says what it needs (the URL), names the field in its
// message, saves with a typed URL alone, and never overwrites a typed URL without asking.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { FormShell, TextInput } from '@backoffice/ui';
import { permanentPromotionSchema } from '@backoffice/modules-landing';
import { stubFetch } from '../../../testing/landing-fixtures';
import { PromotionField } from './PromotionField';

jest.setTimeout(30_000);

const PROMOTION = { id: 7, name: 'Bonus powitalny', landing_page_url: 'https://www.example.pl/promocje/bonus', active: true };
const schema = v.object({ config: v.object({ permanentPromotion: permanentPromotionSchema }) });

function renderPart(onSubmit: (values: unknown) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FormShell schema={schema} mode="add" initialValues={{ config: { permanentPromotion: { id: null, name: '' } } } as never} onSubmit={onSubmit} showCancel={false} confirmLeave={false} submitLabel="Create">
          <PromotionField name="config.permanentPromotion" />
          <TextInput name="config.permanentPromotion.landing_page_url" label="Landing page URL" required />
        </FormShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubFetch(() => ({ body: { data: [PROMOTION] } }));
  signInForTest({ permissions: ['landing.create', 'landing.update'] });
});
afterEach(() => resetSessionForTest());

async function pickPromotion() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Permanent promotion (optional)' }));
  await userEvent.click(await screen.findByRole('option', { name: PROMOTION.name }));
}

describe('PromotionField', () => {
  it('marks the URL required and names it in the message; the promotion is optional', async () => {
    const saved = jest.fn();
    renderPart(saved);
    expect(screen.getByRole('combobox', { name: 'Permanent promotion (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Landing page URL/ })).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Landing page URL is required!')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves a typed URL alone', async () => {
    const saved = jest.fn();
    renderPart(saved);
    await userEvent.type(screen.getByRole('textbox', { name: /Landing page URL/ }), 'https://www.example.pl/wlasna');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][0]).toEqual({ config: { permanentPromotion: { id: null, name: '', landing_page_url: 'https://www.example.pl/wlasna' } } });
  });

  it('a pick fills an empty URL', async () => {
    renderPart(jest.fn());
    await pickPromotion();
    expect(screen.getByRole('textbox', { name: /Landing page URL/ })).toHaveValue(PROMOTION.landing_page_url);
  });

  it('a pick keeps a typed URL and asks before replacing it', async () => {
    renderPart(jest.fn());
    const url = screen.getByRole('textbox', { name: /Landing page URL/ });
    await userEvent.type(url, 'https://www.example.pl/wlasna');
    await pickPromotion();
    expect(url).toHaveValue('https://www.example.pl/wlasna');
    await userEvent.click(screen.getByRole('button', { name: "Use promotion's URL" }));
    expect(url).toHaveValue(PROMOTION.landing_page_url);
    expect(screen.queryByRole('button', { name: "Use promotion's URL" })).not.toBeInTheDocument();
  });
});
