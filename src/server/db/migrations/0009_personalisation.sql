CREATE TABLE "personalised_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personalised_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"merge_values" jsonb NOT NULL,
	"all_merge_tag" jsonb NOT NULL,
	"status" integer DEFAULT 3 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"render_id" text NOT NULL,
	"file" text,
	"thumbnail" text,
	"share_link_id" integer,
	"credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personalised_items_kind_known" CHECK ("personalised_items"."kind" in (1, 2, 3)),
	CONSTRAINT "personalised_items_status_known" CHECK ("personalised_items"."status" in (0, 1, 2, 3)),
	CONSTRAINT "personalised_items_progress_percent" CHECK ("personalised_items"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "personalised_items" ADD CONSTRAINT "personalised_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalised_items" ADD CONSTRAINT "personalised_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalised_items" ADD CONSTRAINT "personalised_items_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personalised_items_user_kind_id" ON "personalised_items" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "personalised_items_project_kind_id" ON "personalised_items" USING btree ("project_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "personalised_items_render_id_unique" ON "personalised_items" USING btree ("render_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personalised_items_share_link_unique" ON "personalised_items" USING btree ("share_link_id");