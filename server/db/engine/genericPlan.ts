// The mark of a read planned once per PostgreSQL connection (engine/database.ts runs it so). No driver here: the
// repositories that mark their reads run in demo mode's page too.

/**
 * Marks a read whose best plan does not depend on its values (in its first MARK_WITHIN characters, e.g. right after
 * the leading `select`): it runs on a connection that plans each such text once and keeps the plan
 * (plan_cache_mode = force_generic_plan). Planning a statement afresh for every run cost PostgreSQL more than
 * running it for the navbar search and the track list. Only for a fixed text (not one made for each value) whose
 * generic plan was checked against the custom plans of several values.
 */
export const GENERIC_PLAN = '/* generic plan */'
