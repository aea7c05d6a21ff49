import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { PROMO_BONUS_TYPES, promoCodesModule, type PromoCode } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);
const bonus = (c: PromoCode) => {
  const type = PROMO_BONUS_TYPES.find((t) => t.value === c.bonusType);
  return type ? `${type.label.replace(/ \(.*\)$/, '')}: ${c.bonusValue}${type.percent ? '%' : ' zł'}` : `${c.bonusType}: ${c.bonusValue}`;
};
const uses = (c: PromoCode) => (c.usageLimit === null ? `${c.usesCount}` : `${c.usesCount} / ${c.usageLimit}`);

const columns: ListColumn<PromoCode>[] = [
  { id: 'code', header: 'Code', sortable: true },
  { id: 'description', header: 'Description' },
  { id: 'bonusValue', header: 'Bonus', sortable: true, render: bonus, csv: bonus },
  { id: 'validFrom', header: 'From Date', sortable: true, render: (c) => when(c.validFrom) },
  { id: 'validTill', header: 'Till Date', sortable: true, render: (c) => when(c.validTill) },
  { id: 'usesCount', header: 'Uses', sortable: true, align: 'right', render: uses, csv: uses },
  { id: 'status', header: 'Status', render: (c) => <StatusChip status={c.status} /> },
];

/** /promo-code: tabs Active / In-Active / Expired, search by code and description; actions by the promocode permissions. */
export function PromoCodeList() {
  return (
    <ListPage<PromoCode>
      title="Promo Codes"
      resource={moduleResource<PromoCode>(promoCodesModule)}
      columns={columns}
      emptyText="No promo codes found"
      rowLabel={(c) => c.code}
      create={{ label: 'Create Promo Code' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'promo code' },
      }}
    />
  );
}
