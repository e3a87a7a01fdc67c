-- Issue 33: the findings moderators approved an ad with, so a later edit is not held again for them.
ALTER TABLE "products" ADD COLUMN "cleared_findings" jsonb;
