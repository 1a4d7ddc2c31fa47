-- Who changed what (server/audit/record.ts). No foreign keys: a row outlives the user, key or entity it names.
-- Pages seek on id (newest first); each filter has its own (column, id) index so a filtered page seeks too.

create table "audit_log" (
  "id" integer primary key autoincrement,
  "created_at" text not null,
  "user_id" integer,
  "api_key_id" integer,
  "action" text not null,
  "entity" text not null,
  "entity_id" text,
  "before" text,
  "after" text,
  "request_id" text,
  "ip" text
);

create index "audit_log_created_idx" on "audit_log" ("created_at", "id");

create index "audit_log_user_idx" on "audit_log" ("user_id", "id");

create index "audit_log_entity_idx" on "audit_log" ("entity", "id");

create index "audit_log_entity_id_idx" on "audit_log" ("entity", "entity_id", "id");

create index "audit_log_action_idx" on "audit_log" ("action", "id");
