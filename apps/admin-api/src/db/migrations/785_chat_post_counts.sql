-- Public chat posts counted per player and per address in fixed windows, before any other work, in one
-- atomic upsert, so parallel posts and several API instances share one count (modules/chatroom/post-rate.ts).
CREATE TABLE chat_post_counts (
  key           text NOT NULL,
  window_start  bigint NOT NULL,
  count         integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
