CREATE TABLE `audit_logs` (
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
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audit_logs_org_seq_unique` ON `audit_logs` (`org_id`,`seq`);--> statement-breakpoint
CREATE INDEX `audit_logs_org_outcome_idx` ON `audit_logs` (`org_id`,`outcome`,`seq`);--> statement-breakpoint
CREATE TABLE `request_metrics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_id` integer NOT NULL,
	`route` text NOT NULL,
	`engine` text,
	`status` integer NOT NULL,
	`outcome` text,
	`latency_ms` real NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `request_metrics_org_idx` ON `request_metrics` (`org_id`,`created_at`);