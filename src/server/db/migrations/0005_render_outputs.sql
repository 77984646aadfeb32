ALTER TABLE "projects" ADD COLUMN "thumbnail_revision" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generate_status" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generate_progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generate_error" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "render_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generate_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generated_file" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generated_jpeg" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_generate_status_known" CHECK ("projects"."generate_status" in (0, 1, 2, 3, 99));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_generate_progress_percent" CHECK ("projects"."generate_progress" between 0 and 100);