-- The navbar search looks for users by "contains" (db/users.ts): a trigram index per column answers a rare
-- keyword, and (created_at, id) lets a common one walk from the newest user and stop early.

create index "users_created_idx" on "users" ("created_at", "id");

create index "users_full_name_trgm_idx" on users using gin ("full_name" public.gin_trgm_ops);

create index "users_username_trgm_idx" on users using gin ("username" public.gin_trgm_ops);

create index "users_email_trgm_idx" on users using gin ("email" public.gin_trgm_ops);
