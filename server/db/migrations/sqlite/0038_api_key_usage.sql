-- Requests per API key per hour (accounts/apiKeyUsage.ts): one row per key and UTC hour, its count raised by each
-- request the key makes, so that the integrations screen can say how many requests a key made in the last 24 h.
-- Rows older than a day are removed when a key starts a new hour.

create table "api_key_usage" (
  "api_key_id" integer not null,
  "hour" text not null,
  "requests" integer not null,
  primary key ("api_key_id", "hour")
) without rowid;
