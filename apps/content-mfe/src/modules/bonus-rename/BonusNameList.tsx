import Chip from '@mui/material/Chip';
import { moduleResource } from '@backoffice/api/query';
import { ListPage, type ListColumn } from '@backoffice/ui';
import { bonusRenameModule, type BonusName } from '@backoffice/modules-content';

const columns: ListColumn<BonusName>[] = [
  { id: 'bonusId', header: 'Bonus id', sortable: true },
  { id: 'originalName', header: 'Original name', sortable: true },
  { id: 'namePl', header: 'Name (pl)', sortable: true },
  { id: 'nameEn', header: 'Name (en)', render: (b) => b.nameEn || '—' },
  { id: 'nameUk', header: 'Name (uk)', render: (b) => b.nameUk || '—' },
  { id: 'isActive', header: 'Active', render: (b) => <Chip size="small" label={b.isActive ? 'Active' : 'In-Active'} color={b.isActive ? 'success' : 'default'} />, csv: (b) => (b.isActive ? 'Yes' : 'No') },
];

/** /bonus-rename: one list with search (no tabs); view, edit and delete by the bonusRename permissions. */
export function BonusNameList() {
  return (
    <ListPage<BonusName>
      title="Bonus Rename"
      resource={moduleResource<BonusName>(bonusRenameModule)}
      columns={columns}
      emptyText="No bonus names found"
      rowLabel={(b) => b.namePl}
      create={{ label: 'Create Bonus Name' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'bonus name' },
      }}
    />
  );
}
