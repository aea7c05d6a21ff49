import Chip from '@mui/material/Chip';
import { moduleResource } from '@backoffice/api/query';
import { ListPage, type ListColumn, type RowActionsConfig } from '@backoffice/ui';
import { MY_BET_TEMPLATE_TYPES, myBetModule, type MyBetTemplate } from '@backoffice/modules-content';

const typeLabel = (t: MyBetTemplate) => MY_BET_TEMPLATE_TYPES.find((type) => type.value === t.templateType)?.label ?? t.templateType;
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

const columns: ListColumn<MyBetTemplate>[] = [
  { id: 'comment', header: 'Comment', sortable: true },
  { id: 'link', header: 'Link', render: (t) => t.link || '—' },
  { id: 'templateType', header: 'Template type', sortable: true, render: typeLabel, csv: typeLabel },
  { id: 'isEditable', header: 'Editable', render: (t) => yesNo(t.isEditable), csv: (t) => yesNo(t.isEditable) },
  { id: 'isActive', header: 'Active', render: (t) => <Chip size="small" label={t.isActive ? 'Active' : 'In-Active'} color={t.isActive ? 'success' : 'default'} />, csv: (t) => yesNo(t.isActive) },
];

// Edit and view share the route /mybet/{id}: the list shows Edit to those who may update, else View.
const actions: RowActionsConfig<MyBetTemplate> = { edit: {}, view: {}, delete: { item: 'my bet template' } };

/** /mybet: tabs All (default) and one per template type; a row opens /mybet/{id} to edit, or to view without mybet.update. */
export function MyBetList() {
  return (
    <ListPage<MyBetTemplate>
      title="My Bet Templates"
      resource={moduleResource<MyBetTemplate>(myBetModule)}
      columns={columns}
      emptyText="No my bet templates found"
      rowLabel={(t) => t.comment}
      create={{ label: 'Create Template' }}
      actions={actions}
    />
  );
}
