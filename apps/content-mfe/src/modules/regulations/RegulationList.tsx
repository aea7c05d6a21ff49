import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { regulationTypeLabel, regulationsModule, type Regulation } from '@backoffice/modules-content';
import { RegulationPdfLinks } from './RegulationPdfLinks';

const columns: ListColumn<Regulation>[] = [
  { id: 'regulationName', header: 'Name', sortable: true },
  { id: 'pl_title', header: 'Title' },
  { id: 'type', header: 'Type', sortable: true, render: (r) => regulationTypeLabel(r.type), csv: (r) => regulationTypeLabel(r.type) },
  { id: 'files', header: 'PDF', render: (r) => <RegulationPdfLinks regulation={r} />, csv: (r) => r.pl_fileUrl },
  { id: 'updatedAt', header: 'Updated', sortable: true, render: (r) => formatDateTime(r.updatedAt) },
  { id: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} /> },
];

/** /regulations: tabs Active / In-Active / All; view, edit and delete by the regulation permissions. */
export function RegulationList() {
  return (
    <ListPage<Regulation>
      title="Regulations"
      resource={moduleResource<Regulation>(regulationsModule)}
      columns={columns}
      emptyText="No regulations found"
      numberHeader="No."
      rowLabel={(r) => r.regulationName}
      create={{ label: 'Add Regulation' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'regulation' },
      }}
    />
  );
}
