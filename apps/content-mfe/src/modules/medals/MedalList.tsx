import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { medalsModule, type Medal } from '@backoffice/modules-content';

const columns: ListColumn<Medal>[] = [
  { id: 'imageUrl', header: 'Image', render: (m) => <Thumbnail src={m.imageUrl} alt={m.namePl} width={33} height={46} />, noCsv: true },
  { id: 'namePl', header: 'Name', sortable: true },
  { id: 'medalKey', header: 'Key', sortable: true },
  { id: 'rule', header: 'How to earn it' },
  { id: 'sortOrder', header: 'Sort order', sortable: true, align: 'right' },
  { id: 'status', header: 'Status', render: (m) => <StatusChip status={m.status} /> },
];

/** /medals: tabs Active / In-Active, per-row view, edit and delete, each offered to the holders of its medals permission. */
export function MedalList() {
  return (
    <ListPage<Medal>
      title="Medals"
      resource={moduleResource<Medal>(medalsModule)}
      columns={columns}
      emptyText="No medals entries found"
      numberHeader="No."
      rowLabel={(m) => m.namePl}
      create={{ label: 'Add Medal' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'medal' },
      }}
    />
  );
}
