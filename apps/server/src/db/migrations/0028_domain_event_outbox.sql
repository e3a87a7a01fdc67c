CREATE TABLE "domain_event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"listener" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_event_outbox_due_idx" ON "domain_event_outbox" USING btree ("due_at");