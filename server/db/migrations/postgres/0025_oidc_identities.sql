-- Company sign-in (server/auth/oidc.ts). oidc_identities links a provider's account (issuer + subject) to one user;
-- oidc_handoffs holds the one-time codes that carry a finished provider sign-in to the SPA (hashed, a minute long);
-- oidc_sessions remembers, per session (refresh-token family), what ending it at the provider and refreshing the
-- role need (the ID token, the provider's refresh token sealed with the secret).

create table oidc_identities (
  issuer text not null,
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  email text,
  created_at text not null,
  last_sign_in_at text not null,
  primary key (issuer, subject)
);

create index oidc_identities_user_idx on oidc_identities (user_id);

create table oidc_handoffs (
  code_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  issuer text not null,
  return_to text,
  id_token text,
  provider_refresh text,
  expires_at text not null
);

create table oidc_sessions (
  family text primary key,
  user_id integer not null references users (id) on delete cascade,
  issuer text not null,
  id_token text,
  provider_refresh text,
  created_at text not null
);

create index oidc_sessions_user_idx on oidc_sessions (user_id);
