import { moduleResource } from '@backoffice/api/query';
import { messagesModule, type Message, type MessageInput } from '@backoffice/modules-content';

/** v1/messages: list, one, create, update, delete (the module definition's list contract and keys). */
export const messagesResource = moduleResource<Message, MessageInput>(messagesModule);
