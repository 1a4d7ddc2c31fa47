-- The device a session signed in from (its User-Agent), shown in the account's list of sessions.

alter table "refresh_tokens" add column "user_agent" text;

create index "refresh_tokens_user_idx" on "refresh_tokens" ("user_id", "revoked_at");
