import { moduleResource } from '@backoffice/api/query';
import { customPagesModule, type CustomPage, type CustomPageInput } from '@backoffice/modules-content';

export const customPages = moduleResource<CustomPage, CustomPageInput>(customPagesModule);

/** Where the preview screen lives (the spec: outside the layout). */
export const CUSTOM_PAGE_PREVIEW_PATH = '/custom-page/preview';

/** Whether no other page has `slug` (the page being edited may keep its own): one exact-slug lookup over every tab. */
export async function slugIsFree(slug: string, ownId?: string | number): Promise<boolean> {
  const { items } = await customPages.fetchList({ status: 'all', slug, page: 1, pageSize: 1 });
  return items.every((page) => String(page.id) === String(ownId));
}
