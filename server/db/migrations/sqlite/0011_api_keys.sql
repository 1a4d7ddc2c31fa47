-- API keys, stored as their SHA-256 (server/routes/apiKeys.ts).
-- One live key per name (any case); a revoked key's name may be used again.

create table "api_keys" (
  "id" integer primary key autoincrement,
  "name" text not null,
  "prefix" text not null,
  "key_hash" text not null unique,
  "scope" text not null,
  "created_by" integer not null,
  "created_at" text not null,
  "last_used_at" text,
  "revoked_at" text
);

create unique index api_keys_live_name_key on api_keys (lower(name)) where revoked_at is null;
