-- The reports' funnel counts each application at the furthest stage of the main path it reached: its
-- current stage or any stage its history moved it into. The history's part is kept on the record
-- (furthest_moved, 1 when none), so a year's funnel reads its applications alone instead of grouping
-- every move since the range's start. History rows are only ever inserted: whatever code inserts them
-- (the transition service, seeds, fixtures, imports), this statement trigger raises the records' value in
-- the same transaction; a move into 不合适, 人才库 or back down the path leaves it as it is.
ALTER TABLE "delivery_records" ADD COLUMN "furthest_moved" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- The reports' index on moves carries from_stage and the record, so they count from the index alone.
DROP INDEX "delivery_stage_history_tenement_to";
--> statement-breakpoint
CREATE INDEX "delivery_stage_history_tenement_to" ON "delivery_stage_history" USING btree ("tenement_id","to_stage","created_at","from_stage","delivery_record_id");
--> statement-breakpoint
UPDATE "delivery_records" r SET "furthest_moved" = m.top
FROM (SELECT "delivery_record_id" AS id, max("to_stage") AS top FROM "delivery_stage_history" WHERE "to_stage" <= 10 GROUP BY 1) m
WHERE r.id = m.id AND m.top > 1;
--> statement-breakpoint
CREATE FUNCTION recruit_history_furthest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE delivery_records r SET furthest_moved = m.top
  FROM (SELECT delivery_record_id AS id, max(to_stage) AS top FROM new_moves WHERE to_stage <= 10 GROUP BY 1) m
  WHERE r.id = m.id AND r.furthest_moved < m.top;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER delivery_stage_history_furthest AFTER INSERT ON delivery_stage_history
  REFERENCING NEW TABLE AS new_moves FOR EACH STATEMENT EXECUTE FUNCTION recruit_history_furthest();
