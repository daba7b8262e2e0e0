CREATE TABLE "exchange_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Tickets live two minutes and old ones name no purpose: drop them rather than guess one.
DELETE FROM "captcha_tickets";--> statement-breakpoint
ALTER TABLE "captcha_tickets" ADD COLUMN "purpose" varchar(16) NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "sender_user_id" integer;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_sender" ON "verification_codes" USING btree ("sender_user_id","created_at");