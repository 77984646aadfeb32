CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT 'Untitled' NOT NULL,
	"json_data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_generated" boolean DEFAULT false NOT NULL,
	"is_personalized" boolean DEFAULT false NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_kind_known" CHECK ("projects"."kind" in ('video', 'image')),
	CONSTRAINT "projects_revision_positive" CHECK ("projects"."revision" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_colors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_colors" ADD CONSTRAINT "user_colors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_user_kind_updated" ON "projects" USING btree ("user_id","kind","updated_at");