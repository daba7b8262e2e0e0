CREATE TABLE "file_blobs" (
	"storage_key" varchar(100) PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_storage_key_files_storage_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."files"("storage_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Uploads are mostly compressed already (PNG, JPEG, PDF streams, xlsx): kept out of line and uncompressed,
-- a file is read slice by slice (modules/files/store/database.ts) at the cost of each slice alone,
-- where a compressed value would be inflated from its start again for every slice.
ALTER TABLE "file_blobs" ALTER COLUMN "data" SET STORAGE EXTERNAL;
