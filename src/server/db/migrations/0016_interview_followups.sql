ALTER TABLE "offers" ALTER COLUMN "salary" SET DATA TYPE numeric(12, 2) USING "salary"::numeric(12, 2);--> statement-breakpoint
ALTER TABLE "delivery_records" ADD COLUMN "interview_manager_id" integer;--> statement-breakpoint
ALTER TABLE "user_exam_details" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "user_exam_details" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_exam_details" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "user_exam_details" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD COLUMN "lang" varchar(8) DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD COLUMN "title" varchar(60) NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_templates" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "offer_templates" ADD COLUMN "greeting" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD COLUMN "paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD COLUMN "closing" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD COLUMN "signature" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "salary_unit" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "lang" varchar(8) DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_records" ADD CONSTRAINT "delivery_records_interview_manager_id_users_id_fk" FOREIGN KEY ("interview_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_details" ADD CONSTRAINT "user_exam_details_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_details" ADD CONSTRAINT "user_exam_details_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_records_interview_manager" ON "delivery_records" USING btree ("interview_manager_id","id") WHERE "delivery_records"."interview_manager_id" is not null;