CREATE TABLE `idempotency_keys` (
	`org_id` integer NOT NULL,
	`scope` text NOT NULL,
	`key_hash` text NOT NULL,
	`fingerprint` text NOT NULL,
	`state` text NOT NULL,
	`status` integer,
	`response` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_unique` ON `idempotency_keys` (`org_id`,`scope`,`key_hash`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_expires_idx` ON `idempotency_keys` (`org_id`,`expires_at`);
