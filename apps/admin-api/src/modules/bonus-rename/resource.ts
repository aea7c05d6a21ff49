// v1/bonus-rename on the resource engine: one displayed name per bonus of the bonus engine (a second → 409 on the
// bonus id), searchable by the id, the engine's name and the displayed names.
import { BONUS_NAME_TAKEN, bonusRenameModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
// The demo rows ('' where a name is not translated).
import DEMO_BONUS_NAMES from './demo-rows.json';

export const bonusRenameResource = defineResource({
  module: bonusRenameModule,
  table: 'bonus_names',
  searchFields: ['bonusId', 'originalName', 'namePl', 'nameEn', 'nameUk'],
  userColumns: true,
  unique: [{ constraint: 'bonus_names_bonus_id_key', field: 'bonusId', message: BONUS_NAME_TAKEN }],
  nameField: 'namePl',
  demo: () => DEMO_BONUS_NAMES,
});
