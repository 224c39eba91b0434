import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cache_invalidations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tags" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "cache_invalidations_updated_at_idx" ON "cache_invalidations" USING btree ("updated_at");
  CREATE INDEX "cache_invalidations_created_at_idx" ON "cache_invalidations" USING btree ("created_at");`)
  // Issue 18, decision 0227: every inserted row is announced to the instances listening on
  // 'cache_invalidation'. A NOTIFY sent inside a transaction is delivered when it commits (and not
  // at all when it rolls back), so no instance hears of an edit before it can read it. The payload
  // is the tags as a JSON array; one too long for NOTIFY (8000 bytes) becomes "*": drop everything.
  // Every hundredth insert prunes rows older than a day, skipping rows another transaction holds.
  await db.execute(sql`
  CREATE FUNCTION "cache_invalidations_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('cache_invalidation', CASE WHEN octet_length(NEW."tags"::text) < 7900 THEN NEW."tags"::text ELSE '"*"' END);
    IF NEW."id" % 100 = 0 THEN
      DELETE FROM "cache_invalidations" WHERE "id" IN (
        SELECT "id" FROM "cache_invalidations" WHERE "created_at" < now() - interval '1 day' FOR UPDATE SKIP LOCKED);
    END IF;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "cache_invalidations_notify" AFTER INSERT ON "cache_invalidations"
    FOR EACH ROW EXECUTE FUNCTION "cache_invalidations_notify"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cache_invalidations" CASCADE;
   DROP FUNCTION IF EXISTS "cache_invalidations_notify"();`)
}
