// v1/messages on the resource engine: tabs active / inactive / expired from isActive and the dates, search by name
// and titles, HTML descriptions cleaned and typed players stored as the list before a write (write-checks.ts).
import { messagesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
import { prepareMessage } from './write-checks';
import { demoMessages } from './demo';

export const messagesResource = defineResource({
  module: messagesModule,
  table: 'messages',
  // messageTitle: the Polish title, the one the list shows.
  columns: 't.*, t.pl__title AS message_title',
  recordFields: { messageTitle: { type: ['string', 'null'], description: 'The Polish title' } },
  jsonFields: ['includedExcludedUsers'],
  searchFields: ['messageName', 'pl_title', 'en_title', 'uk_title'],
  searchId: true,
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl', 'en_imageUrl', 'uk_imageUrl'],
  nameField: 'messageName',
  beforeWrite: prepareMessage,
  demo: demoMessages,
});
