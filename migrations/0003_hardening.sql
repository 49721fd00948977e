-- Audit rows found in D1 beyond the ledger's head whose hash link does not verify are moved here (never silently
-- deleted), so the chain can continue and the evidence stays. See AuditLedger.recover.
CREATE TABLE `audit_quarantine` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`actor_type` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`resource` text,
	`outcome` text NOT NULL,
	`request_id` text,
	`ip` text,
	`created_at` text NOT NULL,
	`details` text NOT NULL,
	`prev_hash` text NOT NULL,
	`entry_hash` text NOT NULL,
	`hmac` text NOT NULL,
	`reason` text NOT NULL,
	`quarantined_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_quarantine_org_idx` ON `audit_quarantine` (`org_id`,`quarantined_at`);
