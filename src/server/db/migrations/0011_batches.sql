CREATE TABLE "batch_contacts" (
	"batch_id" integer NOT NULL,
	"contact_number" integer NOT NULL,
	"email" text NOT NULL,
	"cells" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "batch_contacts_batch_id_contact_number_pk" PRIMARY KEY("batch_id","contact_number")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"upload_id" integer,
	"file_name" text NOT NULL,
	"merge_tag_map" jsonb NOT NULL,
	"headers" jsonb NOT NULL,
	"state" text DEFAULT 'validated' NOT NULL,
	"total_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_state_known" CHECK ("batches"."state" in ('validated', 'generating', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "personalised_items" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "personalised_items" ADD COLUMN "contact_number" integer;--> statement-breakpoint
ALTER TABLE "batch_contacts" ADD CONSTRAINT "batch_contacts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_upload_id_user_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."user_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_user_id" ON "batches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "batches_project_id" ON "batches" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "personalised_items" ADD CONSTRAINT "personalised_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personalised_items_batch_contact_unique" ON "personalised_items" USING btree ("batch_id","contact_number");--> statement-breakpoint
ALTER TABLE "personalised_items" ADD CONSTRAINT "personalised_items_batch_contact_together" CHECK (("personalised_items"."batch_id" is null) = ("personalised_items"."contact_number" is null));