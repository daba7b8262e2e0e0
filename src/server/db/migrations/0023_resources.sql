-- 团队消息 can be sent now, with title and content required (resources/team-message.json); rows from before keep a readable text.
UPDATE "team_messages" SET "title" = '—' WHERE "title" IS NULL;--> statement-breakpoint
UPDATE "team_messages" SET "content" = '' WHERE "content" IS NULL;--> statement-breakpoint
ALTER TABLE "team_messages" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_messages" ALTER COLUMN "content" SET NOT NULL;
