-- Webhooks (issue 37): the endpoints an administrator registers (a URL, the events it wants, its signing secret),
-- one delivery per event and endpoint (the body sent, signed afresh at each attempt), and every attempt with its
-- answer. PostgreSQL's job queue is pg-boss, in a schema it creates itself; the jobs table is SQLite's alone.

create table webhook_endpoints (
  id serial primary key,
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
  id serial primary key,
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
  id serial primary key,
  delivery_id integer not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  at text not null,
  -- Null when no answer came (refused, timed out).
  status_code integer,
  duration_ms integer not null,
  error text not null default ''
);

create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, id);
