CREATE TABLE "share_daily_counts" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_daily_counts_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "share_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"kind" text NOT NULL,
	"view_id" text,
	"target" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_events_kind_known" CHECK ("share_events"."kind" in ('view', 'play', 'click'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"project_id" integer,
	"user_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"merge_values" jsonb,
	"batch_id" integer,
	"contact_email" text,
	"views" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharing_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sharing_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"template_key" text,
	"name" text NOT NULL,
	"layout" text NOT NULL,
	"content" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_pages_template_or_owner" CHECK (("sharing_pages"."user_id" is null) = ("sharing_pages"."template_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sharing_page_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "mail_client" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "redirect_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_daily_counts" ADD CONSTRAINT "share_daily_counts_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_pages" ADD CONSTRAINT "sharing_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_events_once_per_view" ON "share_events" USING btree ("link_id","kind","view_id");--> statement-breakpoint
CREATE INDEX "share_events_link_at" ON "share_events" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_unique" ON "share_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_main_unique" ON "share_links" USING btree ("project_id") WHERE "share_links"."is_main";--> statement-breakpoint
CREATE INDEX "share_links_project" ON "share_links" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sharing_pages_template_key_unique" ON "sharing_pages" USING btree ("template_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sharing_pages_default_unique" ON "sharing_pages" USING btree ("user_id") WHERE "sharing_pages"."is_default";--> statement-breakpoint
CREATE INDEX "sharing_pages_user_updated" ON "sharing_pages" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sharing_page_id_sharing_pages_id_fk" FOREIGN KEY ("sharing_page_id") REFERENCES "public"."sharing_pages"("id") ON DELETE set null ON UPDATE no action;