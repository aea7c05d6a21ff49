// The users list and read on the resource engine: never the password hash, roles as ids and names.
import { usersModule } from '@backoffice/validation';
import { defineResource } from '../../resource/definition';
import { USER_COLUMNS } from './repository';

export const usersResource = defineResource({
  module: usersModule,
  table: 'users',
  columns: USER_COLUMNS,
  searchFields: ['firstName', 'lastName', 'email'],
  routes: ['list', 'get'],
});
