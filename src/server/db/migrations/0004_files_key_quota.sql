ALTER TABLE "files" ADD COLUMN "key" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE INDEX "files_user_created" ON "files" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_key_unique" UNIQUE("key");--> statement-breakpoint
-- Applications sent before keyed links carry their photos' old links (Files/Get?id=): rewrite them to the keyed ones.
UPDATE "delivery_records" d SET "resume_snapshot" = jsonb_set(d."resume_snapshot", '{photos}', (
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', f."id", 'fullPath', '/recruit/api/Files/Get?key=' || f."key") ORDER BY t.ord), '[]'::jsonb)
  FROM jsonb_array_elements(d."resume_snapshot"->'photos') WITH ORDINALITY AS t(p, ord)
  JOIN "files" f ON f."id" = (t.p->>'id')::int
))
WHERE jsonb_typeof(d."resume_snapshot"->'photos') = 'array';
