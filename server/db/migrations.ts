// The one migration set for both engines. Engine-specific parts are only the keyword-search indexes:
// an FTS5 table on SQLite, a GIN index over the words (to_tsvector 'simple') on PostgreSQL.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Dialect } from './database'
import { makeCountTriggersPausable } from './bulkCounts'
import { createPlayCountPending, markPlaysFolded } from './playCounts'
import {
  createRollupTriggers,
  POSTGRES_PLAY_DELETED_PENDING,
  rebuildRollups,
  rollupsFollowTracks,
  SQLITE_PLAY_DELETED_FOLDED
} from './rollups'
import { createListVersion, createListVersionPostgres } from './listVersion'
import { createSessionNotifications } from './sessionNotifications'
import { addTrackCountBounds, createTrackCounts } from './trackCounts'
import { POSTGRES_NOT_IN_BULK, SQLITE_NOT_IN_BULK } from './triggerConditions'

function migrationsFor(dialect: Dialect): Record<string, Migration> {
  const pk = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  return {
    '0001_core': {
      async up(db) {
        await pk(db, 'users')
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text')
          .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'editor', 'viewer')`))
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('active')
              .check(sql`status in ('active', 'inactive', 'pending')`)
          )
          .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
          .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('avatar', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_active_at', 'text')
          .execute()
        await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'id']).execute()
        await db.schema.createIndex('users_status_idx').on('users').columns(['status', 'id']).execute()

        await pk(db, 'tracks')
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('artist', 'text', (c) => c.notNull())
          .addColumn('album', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('genre', 'text', (c) => c.notNull())
          .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration >= 0`))
          .addColumn('release_date', 'text')
          .addColumn('cover_url', 'text')
          .addColumn('audio_key', 'text')
          .addColumn('mime_type', 'text')
          .addColumn('size', 'integer')
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('draft')
              .check(sql`status in ('published', 'draft')`)
          )
          .addColumn('explicit', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        // Every sort key gets (key, id) so pages can seek instead of skipping rows.
        for (const column of ['created_at', 'title', 'artist', 'play_count', 'duration', 'release_date'])
          await db.schema.createIndex(`tracks_${column}_idx`).on('tracks').columns([column, 'id']).execute()
        await db.schema
          .createIndex('tracks_genre_created_idx')
          .on('tracks')
          .columns(['genre', 'created_at', 'id'])
          .execute()
        await db.schema.createIndex('tracks_audio_key_idx').on('tracks').column('audio_key').execute()

        await pk(db, 'playlists')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('playlists_created_idx')
          .on('playlists')
          .columns(['created_at', 'id'])
          .execute()
        await db.schema.createIndex('playlists_owner_idx').on('playlists').column('owner_id').execute()

        await db.schema
          .createTable('playlist_tracks')
          .addColumn('playlist_id', 'integer', (c) =>
            c.notNull().references('playlists.id').onDelete('cascade')
          )
          .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('added_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('playlist_tracks_pk', ['playlist_id', 'track_id'])
          .execute()
        await db.schema
          .createIndex('playlist_tracks_track_idx')
          .on('playlist_tracks')
          .column('track_id')
          .execute()
        await db.schema
          .createIndex('playlist_tracks_position_idx')
          .on('playlist_tracks')
          .columns(['playlist_id', 'position'])
          .execute()

        await pk(db, 'play_histories')
          .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('played_at', 'text', (c) => c.notNull())
          .addColumn('seconds_played', 'integer', (c) => c.notNull())
          .addColumn('device', 'text', (c) => c.notNull())
          .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
          .execute()
        await db.schema
          .createIndex('play_histories_track_idx')
          .on('play_histories')
          .columns(['track_id', 'played_at', 'id'])
          .execute()
        await db.schema
          .createIndex('play_histories_user_idx')
          .on('play_histories')
          .column('user_id')
          .execute()
        await db.schema
          .createIndex('play_histories_played_idx')
          .on('play_histories')
          .columns(['played_at', 'id'])
          .execute()

        await pk(db, 'refresh_tokens')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('family', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('refresh_tokens_family_idx')
          .on('refresh_tokens')
          .column('family')
          .execute()

        await db.schema
          .createTable('meta')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute()
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0002_keyword_search': {
      async up(db) {
        if (dialect === 'postgres') {
          await sql`create extension if not exists pg_trgm with schema public`.execute(db)
          await sql`create index tracks_keyword_trgm_idx on tracks using gin ((title || ' ' || artist || ' ' || album) public.gin_trgm_ops)`.execute(
            db
          )
          return
        }
        // External-content FTS5 index over title, artist and album, kept in step by triggers.
        await sql`create virtual table tracks_fts using fts5(title, artist, album, content='tracks', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
          db
        )
        await sql`create trigger tracks_fts_insert after insert on tracks begin
          insert into tracks_fts(rowid, title, artist, album) values (new.id, new.title, new.artist, new.album);
        end`.execute(db)
        await sql`create trigger tracks_fts_delete after delete on tracks begin
          insert into tracks_fts(tracks_fts, rowid, title, artist, album) values ('delete', old.id, old.title, old.artist, old.album);
        end`.execute(db)
        await sql`create trigger tracks_fts_update after update of title, artist, album on tracks begin
          insert into tracks_fts(tracks_fts, rowid, title, artist, album) values ('delete', old.id, old.title, old.artist, old.album);
          insert into tracks_fts(rowid, title, artist, album) values (new.id, new.title, new.artist, new.album);
        end`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0003_keyword_words': {
      async up(db) {
        if (dialect !== 'postgres') return
        // Word-prefix search like FTS5 on SQLite (the trigram index answered substrings). The words are stored,
        // so a filter walking the date index reads them instead of parsing every title again, and their GIN
        // index's statistics give close row estimates for the keyword's total.
        await sql`alter table tracks add column words tsvector generated always as (to_tsvector('simple'::regconfig, title || ' ' || artist || ' ' || album)) stored`.execute(
          db
        )
        await sql`create index tracks_words_idx on tracks using gin (words)`.execute(db)
        await sql`drop index if exists tracks_keyword_trgm_idx`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0004_keyword_vocabulary': {
      async up(db) {
        if (dialect !== 'sqlite') return
        // A read-only view of the FTS5 dictionary (no storage): which indexed words start with a given prefix.
        await sql`create virtual table tracks_fts_vocab using fts5vocab(tracks_fts, 'row')`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0006_play_rollups': {
      async up(db) {
        // Daily roll-ups of the plays, read by the music overview instead of counting raw plays (issue 11 §5).
        // Ingestion updates them in the same transaction as each batch; triggers keep them right when plays,
        // tracks or users are deleted, and when a track changes genre or artist.
        const rollup = (name: string) =>
          dialect === 'sqlite'
            ? db.schema.createTable(name).modifyEnd(sql`without rowid`)
            : db.schema.createTable(name)
        await db.schema.alterTable('play_histories').addColumn('event_id', 'text').execute()
        await db.schema
          .createIndex('play_histories_event_idx')
          .on('play_histories')
          .column('event_id')
          .unique()
          .execute()

        // `version` grows with every change to the day's roll-ups; the stats cache compares their sum.
        await rollup('play_daily')
          .addColumn('day', 'text', (c) => c.primaryKey())
          .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('listeners', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
          .execute()
        await rollup('play_daily_listeners')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('plays', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('play_daily_listeners_pk', ['day', 'user_id'])
          .execute()
        await rollup('play_daily_tracks')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('track_id', 'integer', (c) => c.notNull())
          .addColumn('genre', 'text', (c) => c.notNull())
          .addColumn('artist', 'text', (c) => c.notNull())
          .addColumn('plays', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('play_daily_tracks_pk', ['day', 'track_id'])
          .execute()
        // A day's most played tracks, and one track's days: the two reads of the top-tracks query.
        await db.schema
          .createIndex('play_daily_tracks_top_idx')
          .on('play_daily_tracks')
          .columns(['day', 'plays', 'track_id'])
          .execute()
        await db.schema
          .createIndex('play_daily_tracks_track_idx')
          .on('play_daily_tracks')
          .columns(['track_id', 'day', 'plays'])
          .execute()
        await rollup('play_daily_genres')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('genre', 'text', (c) => c.notNull())
          .addColumn('plays', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('play_daily_genres_pk', ['day', 'genre'])
          .execute()
        await rollup('play_daily_artists')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('artist', 'text', (c) => c.notNull())
          .addColumn('plays', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('play_daily_artists_pk', ['day', 'artist'])
          .execute()
        await db.schema
          .createIndex('play_daily_artists_top_idx')
          .on('play_daily_artists')
          .columns(['day', 'plays', 'artist'])
          .execute()
        await db.schema
          .createIndex('play_daily_artists_artist_idx')
          .on('play_daily_artists')
          .columns(['artist', 'day', 'plays'])
          .execute()
        await rollup('track_totals')
          .addColumn('genre', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('tracks', 'integer', (c) => c.notNull())
          .addColumn('seconds', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('track_totals_pk', ['genre', 'status'])
          .execute()
        await rollup('user_daily')
          .addColumn('day', 'text', (c) => c.primaryKey())
          .addColumn('users', 'integer', (c) => c.notNull())
          .execute()
        await createRollupTriggers(db, dialect)
        await rebuildRollups(db, { labelled: true })
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0007_track_counts': {
      async up(db) {
        // Tracks per day and per month by genre and status, kept by triggers: the track list's totals for genre and
        // date filters without counting (issue 17).
        await createTrackCounts(db, dialect)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0005_session_devices': {
      async up(db) {
        // The device a session signed in from (its User-Agent), shown in the account's list of sessions.
        await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute()
        await db.schema
          .createIndex('refresh_tokens_user_idx')
          .on('refresh_tokens')
          .columns(['user_id', 'revoked_at'])
          .execute()
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0008_audit_log': {
      async up(db) {
        // Who changed what (server/audit/record.ts). No foreign keys: a row outlives the user, key or entity it names.
        // Pages seek on id (newest first); each filter has its own (column, id) index so a filtered page seeks too.
        await pk(db, 'audit_log')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('api_key_id', 'integer')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('entity', 'text', (c) => c.notNull())
          .addColumn('entity_id', 'text')
          .addColumn('before', 'text')
          .addColumn('after', 'text')
          .addColumn('request_id', 'text')
          .addColumn('ip', 'text')
          .execute()
        await db.schema
          .createIndex('audit_log_created_idx')
          .on('audit_log')
          .columns(['created_at', 'id'])
          .execute()
        await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'id']).execute()
        await db.schema
          .createIndex('audit_log_entity_idx')
          .on('audit_log')
          .columns(['entity', 'id'])
          .execute()
        await db.schema
          .createIndex('audit_log_entity_id_idx')
          .on('audit_log')
          .columns(['entity', 'entity_id', 'id'])
          .execute()
        await db.schema
          .createIndex('audit_log_action_idx')
          .on('audit_log')
          .columns(['action', 'id'])
          .execute()
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0008b_bulk_operations': {
      async up(db) {
        // A bulk edit or delete and the previous values of every row it changed, kept for its undo
        // (server/routes/bulk.ts). Rows go when the undo window has passed.
        await pk(db, 'bulk_operations')
          .addColumn('entity', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('stamp', 'text', (c) => c.notNull())
          .addColumn('changes', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('undone_at', 'text')
          .execute()
        await db.schema
          .createIndex('bulk_operations_expires_idx')
          .on('bulk_operations')
          .column('expires_at')
          .execute()
        await db.schema
          .createTable('bulk_track_rows')
          .addColumn('operation_id', 'integer', (c) => c.notNull())
          .addColumn('track_id', 'integer', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('artist', 'text', (c) => c.notNull())
          .addColumn('album', 'text', (c) => c.notNull())
          .addColumn('genre', 'text', (c) => c.notNull())
          .addColumn('duration', 'integer', (c) => c.notNull())
          .addColumn('release_date', 'text')
          .addColumn('cover_url', 'text')
          .addColumn('audio_key', 'text')
          .addColumn('mime_type', 'text')
          .addColumn('size', 'integer')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('explicit', 'integer', (c) => c.notNull())
          .addColumn('play_count', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('bulk_track_rows_pk', ['operation_id', 'track_id'])
          .execute()
        await db.schema
          .createTable('bulk_playlist_rows')
          .addColumn('operation_id', 'integer', (c) => c.notNull())
          .addColumn('playlist_id', 'integer', (c) => c.notNull())
          .addColumn('track_id', 'integer', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('added_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('bulk_playlist_rows_op_idx')
          .on('bulk_playlist_rows')
          .column('operation_id')
          .execute()
        await db.schema
          .createTable('bulk_play_rows')
          .addColumn('operation_id', 'integer', (c) => c.notNull())
          .addColumn('id', 'integer', (c) => c.notNull())
          .addColumn('track_id', 'integer', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('played_at', 'text', (c) => c.notNull())
          .addColumn('seconds_played', 'integer', (c) => c.notNull())
          .addColumn('device', 'text', (c) => c.notNull())
          .addColumn('country', 'text', (c) => c.notNull())
          .addColumn('event_id', 'text')
          .execute()
        await db.schema
          .createIndex('bulk_play_rows_op_idx')
          .on('bulk_play_rows')
          .column('operation_id')
          .execute()
        await db.schema
          .createTable('bulk_user_rows')
          .addColumn('operation_id', 'integer', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('bulk_user_rows_pk', ['operation_id', 'user_id'])
          .execute()
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0009_api_keys': {
      async up(db) {
        await pk(db, 'api_keys')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('prefix', 'text', (c) => c.notNull())
          .addColumn('key_hash', 'text', (c) => c.notNull().unique())
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute()
        // One live key per name (any case); a revoked key's name may be used again.
        await sql`create unique index api_keys_live_name_key on api_keys (lower(name)) where revoked_at is null`.execute(
          db
        )
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0009b_audio_hash': {
      async up(db) {
        // The SHA-256 of a track's audio file, so that an upload of the same file is refused (issue 15 §2). Tracks
        // stored before have none: the seed's catalogues share files on purpose.
        await db.schema.alterTable('tracks').addColumn('audio_hash', 'text').execute()
        await db.schema.createIndex('tracks_audio_hash_idx').on('tracks').column('audio_hash').execute()
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0009c_bulk_rows_audio_hash': {
      async up(db) {
        // A bulk delete's undo brings a track back whole, its audio hash included (0008b kept the rest).
        await db.schema.alterTable('bulk_track_rows').addColumn('audio_hash', 'text').execute()
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0010_user_search': {
      async up(db) {
        // The navbar search looks for users by "contains" (db/users.ts): a trigram index per column answers a
        // rare keyword, and (created_at, id) lets a common one walk from the newest user and stop early.
        await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute()
        if (dialect === 'postgres') {
          for (const column of ['full_name', 'username', 'email'])
            await sql`create index ${sql.id(`users_${column}_trgm_idx`)} on users using gin (${sql.ref(column)} public.gin_trgm_ops)`.execute(
              db
            )
          return
        }
        await sql`create virtual table users_fts using fts5(full_name, username, email, content='users', content_rowid='id', tokenize='trigram')`.execute(
          db
        )
        await sql`insert into users_fts(users_fts) values ('rebuild')`.execute(db)
        await sql`create trigger users_fts_insert after insert on users begin
          insert into users_fts(rowid, full_name, username, email) values (new.id, new.full_name, new.username, new.email);
        end`.execute(db)
        await sql`create trigger users_fts_delete after delete on users begin
          insert into users_fts(users_fts, rowid, full_name, username, email) values ('delete', old.id, old.full_name, old.username, old.email);
        end`.execute(db)
        await sql`create trigger users_fts_update after update of full_name, username, email on users begin
          insert into users_fts(users_fts, rowid, full_name, username, email) values ('delete', old.id, old.full_name, old.username, old.email);
          insert into users_fts(rowid, full_name, username, email) values (new.id, new.full_name, new.username, new.email);
        end`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0010b_keyword_instances': {
      async up(db) {
        if (dialect !== 'sqlite') return
        // Like 0004's view (no storage), one row per occurrence: it seeks to a term without counting its rows,
        // which made resolving a keyword's prefix cost more than the search itself.
        await sql`create virtual table tracks_fts_instances using fts5vocab(tracks_fts, 'instance')`.execute(
          db
        )
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0011_bulk_track_edits': {
      async up(db) {
        // The previous values a bulk edit of tracks keeps for its undo: only the fields it changes (the others stay
        // null) and updated_at, instead of whole rows in bulk_track_rows, which only a bulk delete needs now. One
        // b-tree on SQLite (without rowid): the copy of 100,000 rows is a tenth of what the whole rows were.
        const table = db.schema
          .createTable('bulk_track_edits')
          .addColumn('operation_id', 'integer', (c) => c.notNull())
          .addColumn('track_id', 'integer', (c) => c.notNull())
          .addColumn('genre', 'text')
          .addColumn('status', 'text')
          .addColumn('explicit', 'integer')
          .addColumn('artist', 'text')
          .addColumn('album', 'text')
          .addColumn('release_date', 'text')
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('bulk_track_edits_pk', ['operation_id', 'track_id'])
        await (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table).execute()
        // Edits still in their undo window keep it across the upgrade.
        const edits = sql`operation_id in (select id from bulk_operations where entity = 'track' and kind = 'update')`
        await sql`insert into bulk_track_edits
          (operation_id, track_id, genre, status, explicit, artist, album, release_date, updated_at)
          select operation_id, track_id, genre, status, explicit, artist, album, release_date, updated_at
          from bulk_track_rows where ${edits}`.execute(db)
        await sql`delete from bulk_track_rows where ${edits}`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0012_play_count_fold': {
      async up(db) {
        if (dialect !== 'sqlite') return
        // Play counts are folded in the background from here on (db/playCounts.ts); every play stored so far is
        // counted already.
        await markPlaysFolded(db)
        await sql`drop trigger play_rollups_play_deleted`.execute(db)
        await SQLITE_PLAY_DELETED_FOLDED.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0013_genre_band': {
      async up(db) {
        // A keyword within a genre's range of dates (issue 17). The count tables learn the id bounds of each day and
        // month, so SQLite's text index is asked only for the matches between them (db/tracks.ts, idWindow).
        await addTrackCountBounds(db, dialect)
        if (dialect !== 'postgres') return
        // The genre and date index also carries each track's words and other filtered fields, so that PostgreSQL
        // checks every track of such a band from the index alone (db/tracks.ts, keywordInBand) instead of reading
        // a table row per track. Built beside the old one, then put in its place.
        await sql`create index tracks_genre_created_words_idx on tracks (genre, created_at, id)
          include (words, status, explicit)`.execute(db)
        await sql`drop index tracks_genre_created_idx`.execute(db)
        await sql`alter index tracks_genre_created_words_idx rename to tracks_genre_created_idx`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0014_bulk_count_triggers': {
      async up(db) {
        // The count and roll-up triggers of tracks and plays stand aside while a bulk write of many tracks keeps those
        // counts itself, with a few set-based statements, in its own transaction (db/bulkCounts.ts).
        await makeCountTriggersPausable(db, dialect)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0015_rollups_follow_tracks': {
      async up(db) {
        // A track's plays are counted under the genre and artist the track has now, read from its row by the
        // triggers; the (day, track) roll-up drops its copies of them (db/rollups.ts, rollupsFollowTracks). A bulk
        // edit then moves the plays' counts without rewriting every (day, track) row of its tracks.
        await rollupsFollowTracks(db, dialect, [
          dialect === 'sqlite' ? SQLITE_NOT_IN_BULK : POSTGRES_NOT_IN_BULK
        ])
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0016_session_notifications': {
      async up(db) {
        // PostgreSQL only: its server processes keep what the guard reads and forget it when told (db/sessionNotifications.ts).
        // SQLite's guard reads the database in-process on every request, which is cheap enough.
        if (dialect === 'postgres') await createSessionNotifications(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0017_list_version': {
      async up(db) {
        // SQLite: a version of the tracks that moves with every write the track list's kept answers depend on
        // (db/listVersion.ts, db/listMemo.ts).
        if (dialect === 'sqlite') await createListVersion(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0018_play_count_pending': {
      async up(db) {
        // PostgreSQL: ingestion appends per-track play counts that a background fold adds to the tracks, instead of
        // rewriting each batch's tracks in its transaction (db/playCounts.ts). SQLite folds from the plays' ids.
        if (dialect !== 'postgres') return
        await createPlayCountPending(db)
        await POSTGRES_PLAY_DELETED_PENDING().execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0019_list_version_postgres': {
      async up(db) {
        // The same version on PostgreSQL, so that the list keeps answers there too.
        if (dialect === 'postgres') await createListVersionPostgres(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0005_case_insensitive_identity': {
      async up(db) {
        // Sign-in finds an account by its e-mail in lower case, and a username is one name whatever its case:
        // unique indexes on lower(...) make the database refuse a second "Same@x" or "SAME" even when two requests
        // race past the application's own check.
        const emails = await sql<{ email: string; n: number }>`select lower(email) as email, count(*) as n
          from users group by lower(email) having count(*) > 1`.execute(db)
        if (emails.rows.length > 0)
          throw new Error(
            `Several accounts share an e-mail address apart from letter case (${emails.rows
              .map((r) => r.email)
              .join(', ')}); change all but one of them, then start again.`
          )
        await sql`update users set email = lower(email) where email <> lower(email)`.execute(db)
        // A username taken twice apart from case keeps its oldest holder; the others get their id appended,
        // which keeps them unique and recognisable.
        await sql`update users set username = username || '-' || cast(id as text)
          where exists (select 1 from users older where lower(older.username) = lower(users.username)
            and older.id < users.id)`.execute(db)
        await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db)
        await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    },
    '0020_oidc_identities': {
      async up(db) {
        // Company sign-in (server/auth/oidc.ts). The SQL is the same on SQLite and PostgreSQL: no generated ids,
        // text timestamps. oidc_identities links a provider's account (issuer + subject) to one user;
        // oidc_handoffs holds the one-time codes that carry a finished provider sign-in to the SPA (hashed, a
        // minute long); oidc_sessions remembers, per session (refresh-token family), what ending it at the
        // provider and refreshing the role need (the ID token, the provider's refresh token sealed with the secret).
        const statements = {
          sqlite: [
            sql`create table oidc_identities (
              issuer text not null,
              subject text not null,
              user_id integer not null references users (id) on delete cascade,
              email text,
              created_at text not null,
              last_sign_in_at text not null,
              primary key (issuer, subject)
            )`,
            sql`create index oidc_identities_user_idx on oidc_identities (user_id)`,
            sql`create table oidc_handoffs (
              code_hash text primary key,
              user_id integer not null references users (id) on delete cascade,
              issuer text not null,
              return_to text,
              id_token text,
              provider_refresh text,
              expires_at text not null
            )`,
            sql`create table oidc_sessions (
              family text primary key,
              user_id integer not null references users (id) on delete cascade,
              issuer text not null,
              id_token text,
              provider_refresh text,
              created_at text not null
            )`,
            sql`create index oidc_sessions_user_idx on oidc_sessions (user_id)`
          ],
          postgres: [
            sql`create table oidc_identities (
              issuer text not null,
              subject text not null,
              user_id integer not null references users (id) on delete cascade,
              email text,
              created_at text not null,
              last_sign_in_at text not null,
              primary key (issuer, subject)
            )`,
            sql`create index oidc_identities_user_idx on oidc_identities (user_id)`,
            sql`create table oidc_handoffs (
              code_hash text primary key,
              user_id integer not null references users (id) on delete cascade,
              issuer text not null,
              return_to text,
              id_token text,
              provider_refresh text,
              expires_at text not null
            )`,
            sql`create table oidc_sessions (
              family text primary key,
              user_id integer not null references users (id) on delete cascade,
              issuer text not null,
              id_token text,
              provider_refresh text,
              created_at text not null
            )`,
            sql`create index oidc_sessions_user_idx on oidc_sessions (user_id)`
          ]
        }
        for (const statement of statements[dialect]) await statement.execute(db)
      },
      async down() {
        throw new Error('Vibeline migrations are forward-only')
      }
    }
  }
}

export async function migrate(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  dialect: Dialect,
  schema?: string
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) }
  // A PostgreSQL schema of its own (tests) also holds its own migration bookkeeping.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}
