-- Idempotency keys of the calls that move money (docs/platform-api.md "Idempotency keys").
-- One row per (scope, key): the unique key is what makes a retried or doubled request run
-- once, on one server or several. The row is written in the same transaction as the money it
-- moves, so a key is stored exactly when its effect is; a concurrent duplicate's INSERT waits
-- on the primary key until the first commits, then finds the row and replays its answer.
CREATE TABLE idempotency_keys (
  -- whose money the key protects: 'member:<id>'
  scope text NOT NULL,
  -- made by the caller, once per user action (a UUID)
  key text NOT NULL,
  -- SHA-256 of what was asked (the call and its parameters without the key): the same key
  -- for another request is refused rather than answered with the first one's outcome
  request_hash text NOT NULL,
  -- the answer replayed for the same key: HTTP status, envelope (JSON text) and headers
  status smallint,
  body text,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  -- after this the key is forgotten (deleted on the scope's next keyed call)
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (scope, expires_at);
