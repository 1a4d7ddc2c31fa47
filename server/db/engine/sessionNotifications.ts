// PostgreSQL tells every server process when something the guard reads changes (migration 0021): a user's role or status, a deleted
// user, a session (refresh-token family) that lost a live token. Triggers send one NOTIFY per statement on
// SESSION_CHANNEL, whoever made the change (a route, a CLI, psql), with a JSON payload:
//   {"schema": s, "users": [id, …]} | {"schema": s, "sessions": [family, …]} | {"schema": s, "all": true}
// `schema` is the table's, so that processes on other schemas of the same database (test files) can ignore it.
// New rows are not told: only what exists and is live is ever kept, so a new row cannot make a kept answer wrong.
export const SESSION_CHANNEL = 'vibeline_sessions'
