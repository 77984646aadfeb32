CREATE TABLE "user_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"original_file" text NOT NULL,
	"thumbnail_file" text,
	"proxy_file" text,
	"file_info" jsonb NOT NULL,
	"processing_status" integer DEFAULT 1 NOT NULL,
	"processing_progress" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_uploads_kind_known" CHECK ("user_uploads"."kind" in ('image', 'video', 'audio', 'csv')),
	CONSTRAINT "user_uploads_status_known" CHECK ("user_uploads"."processing_status" in (0, 1, 2, 3)),
	CONSTRAINT "user_uploads_progress_percent" CHECK ("user_uploads"."processing_progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_uploads_user_category_id" ON "user_uploads" USING btree ("user_id","category","id");