-- Issue 33: moderators' decisions on ads the automatic checks flagged, with the rules that flagged them.
CREATE TABLE "screening_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"rules" text[] NOT NULL,
	"approved" boolean NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "screening_outcomes_decided_idx" ON "screening_outcomes" USING btree ("decided_at");