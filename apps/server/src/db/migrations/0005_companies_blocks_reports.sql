CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ogrn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kpp" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bik" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "correspondent_account" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "online_payment_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_processing_type" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "work_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_subject_idx" ON "reports" USING btree ("reporter_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "companies_moderation_idx" ON "companies" USING btree ("moderation_status","updated_at");