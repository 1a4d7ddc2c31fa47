-- Webhooks (issue 37): the endpoints an administrator registers (a URL, the events it wants, its signing secret),
-- one delivery per event and endpoint (the body sent, signed afresh at each attempt), and every attempt with its
-- answer, and the job queue of the embedded default (server/jobs/queueSqlite.ts); PostgreSQL uses pg-boss.

create table webhook_endpoints (
  id integer primary key autoincrement,
  url text not null,
  description text not null default '',
  -- The event names it wants, comma-separated and sorted.
  events text not null,
  -- The HMAC key of its signatures: shown once when created, never answered again.
  secret text not null,
  created_at text not null,
  created_by integer references users (id) on delete set null
);

create table webhook_deliveries (
  id integer primary key autoincrement,
  endpoint_id integer not null references webhook_endpoints (id) on delete cascade,
  event text not null,
  event_id text not null,
  body text not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
  created_at text not null,
  -- Retries stop after this instant (a day after the event, or after a re-send by hand).
  retry_until text not null,
  attempts integer not null default 0,
  last_status integer,
  last_attempt_at text
);

create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, id);

create table webhook_attempts (
  id integer primary key autoincrement,
  delivery_id integer not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  at text not null,
  -- Null when no answer came (refused, timed out).
  status_code integer,
  duration_ms integer not null,
  error text not null default ''
);

create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, id);

-- The job queue: a job waits (created, or retry after a failed run) until run_at, is held by one worker (active,
-- with a lease until locked_until and the worker's token) and is deleted when done; one that ran out of retries
-- stays as failed.
create table jobs (
  id integer primary key autoincrement,
  name text not null,
  data text not null,
  state text not null default 'created' check (state in ('created', 'retry', 'active', 'failed')),
  singleton_key text,
  run_at text not null,
  attempts integer not null default 0,
  retry_limit integer not null default 0,
  retry_delay integer not null default 0,
  retry_backoff integer not null default 0 check (retry_backoff in (0, 1)),
  locked_until text,
  lock_token text,
  last_error text,
  created_at text not null
);

-- One waiting job per singleton key: a second send is dropped.
create unique index jobs_singleton_idx on jobs (name, singleton_key) where state = 'created';

create index jobs_due_idx on jobs (name, run_at);
