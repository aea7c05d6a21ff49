-- Chatroom: the public site's live chat. Rooms, chat users (the site's players, by their player id),
-- messages, and the events a room's stream carries. A message's id is its stream event id: messages and
-- moderation events draw from one sequence, so one Last-Event-ID orders both (decisions.md).
CREATE SEQUENCE chat_event_seq;

CREATE TABLE chat_rooms (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  topic       text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_users (
  id            serial PRIMARY KEY,
  player        text NOT NULL UNIQUE,
  nickname      text NOT NULL,
  blocked_till  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id          bigint PRIMARY KEY DEFAULT nextval('chat_event_seq'),
  room_id     integer NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES chat_users (id) ON DELETE CASCADE,
  text        text NOT NULL,
  hidden      boolean NOT NULL DEFAULT false,
  -- Deleted by a moderator: the text is wiped, the row stays so the stream's replay can say "deleted".
  deleted_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, id);
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id);

-- Every change a room's watchers must see, in order: 'message' (id = the message id), 'hidden', 'unhidden', 'deleted'.
CREATE TABLE chat_events (
  id          bigint PRIMARY KEY DEFAULT nextval('chat_event_seq'),
  room_id     integer NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('message', 'hidden', 'unhidden', 'deleted')),
  message_id  bigint NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_events_room_idx ON chat_events (room_id, id);
