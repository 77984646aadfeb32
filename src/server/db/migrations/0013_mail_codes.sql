ALTER TABLE "personalised_items" DROP CONSTRAINT "personalised_items_kind_known";--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "personalised_items" ADD COLUMN "mail_pictures" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "mail_pictures" jsonb;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_type_known" CHECK ("batches"."type" in (1, 2));--> statement-breakpoint
ALTER TABLE "personalised_items" ADD CONSTRAINT "personalised_items_kind_known" CHECK ("personalised_items"."kind" in (1, 2, 3, 4));