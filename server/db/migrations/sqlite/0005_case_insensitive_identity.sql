-- Sign-in finds an account by its e-mail in lower case, and a username is one name whatever its case: unique
-- indexes on lower(...) make the database refuse a second "Same@x" or "SAME" even when two requests race past the
-- application's own check.

-- Several accounts sharing an e-mail address apart from letter case make users_email_lower_key below fail: change
-- all but one of them (find them with: select lower(email), count(*) from users group by lower(email) having
-- count(*) > 1), then start again.
update users set email = lower(email) where email <> lower(email);

-- A username taken twice apart from case keeps its oldest holder; the others get their id appended, which keeps
-- them unique and recognisable.
update users set username = username || '-' || cast(id as text)
  where exists (select 1 from users older where lower(older.username) = lower(users.username)
    and older.id < users.id);

create unique index users_email_lower_key on users (lower(email));

create unique index users_username_lower_key on users (lower(username));
