// The chat's records as the OpenAPI document shows them.
import type { JsonObject } from '../../core/doc-schema';
import { pageSchema } from '../../core/doc-schema';

const stamp = { type: 'string', format: 'date-time' };
const id = { type: 'integer', minimum: 1 };

export const chatRoomDoc: JsonObject = {
  type: 'object',
  required: ['id', 'name', 'topic', 'messagesCount'],
  properties: { id, name: { type: 'string' }, topic: { type: 'string' }, messagesCount: { type: 'integer', minimum: 0 } },
};

export const chatMessageDoc: JsonObject = {
  type: 'object',
  required: ['id', 'roomId', 'userId', 'nickname', 'text', 'hidden', 'createdAt'],
  properties: { id, roomId: id, userId: id, nickname: { type: 'string' }, text: { type: 'string' }, hidden: { type: 'boolean' }, createdAt: stamp },
};

export const chatUserDoc: JsonObject = {
  type: 'object',
  required: ['id', 'player', 'nickname', 'blockedTill', 'messagesCount', 'lastPostAt', 'createdAt'],
  properties: {
    id,
    player: { type: 'string' },
    nickname: { type: 'string' },
    blockedTill: { ...stamp, nullable: true },
    messagesCount: { type: 'integer', minimum: 0 },
    lastPostAt: { ...stamp, nullable: true },
    createdAt: stamp,
  },
};

export const chatUsersPageDoc = pageSchema(chatUserDoc);
