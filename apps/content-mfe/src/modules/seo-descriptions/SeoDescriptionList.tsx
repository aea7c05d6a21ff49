import { moduleResource } from '@backoffice/api/query';
import { ListPage, type ListColumn } from '@backoffice/ui';
import { seoDescriptionsModule, type SeoDescription } from '@backoffice/modules-content';

const columns: ListColumn<SeoDescription>[] = [
  { id: 'type', header: 'Type', sortable: true },
  { id: 'name', header: 'Name', sortable: true },
  { id: 'pl_title', header: 'Title' },
  { id: 'pl_description', header: 'Description' },
];

/** /editable-seo-desc: one row per page type; rows are addressed by type (read/{type}, edit/{type}). */
export function SeoDescriptionList() {
  return (
    <ListPage<SeoDescription>
      title="Editable SEO Descriptions"
      resource={moduleResource<SeoDescription>(seoDescriptionsModule)}
      columns={columns}
      emptyText="No SEO descriptions found"
      getRowId={(s) => s.type}
      rowLabel={(s) => s.name}
      create={{ label: 'Create SEO Description' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'SEO description' },
      }}
    />
  );
}
