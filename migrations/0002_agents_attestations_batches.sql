CREATE TABLE `agent_activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_id` integer NOT NULL,
	`agent_id` integer NOT NULL,
	`type` text NOT NULL,
	`description` text NOT NULL,
	`status` text NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	`conversation_id` text,
	`step_number` integer,
	`audit_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `agent_activities_agent_idx` ON `agent_activities` (`org_id`,`agent_id`,`id`);--> statement-breakpoint
CREATE TABLE `agents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`description` text,
	`permissions` text NOT NULL,
	`max_cost_per_day` real NOT NULL,
	`token_hash` text NOT NULL,
	`status` text NOT NULL,
	`created_by_key_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `agents_org_idx` ON `agents` (`org_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `agents_token_hash_unique` ON `agents` (`token_hash`);--> statement-breakpoint
CREATE TABLE `attestations` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` integer NOT NULL,
	`jwt` text NOT NULL,
	`issuer` text NOT NULL,
	`subject` text NOT NULL,
	`status` text NOT NULL,
	`engine` text,
	`verified` integer NOT NULL,
	`chain_id` text,
	`chain_index` integer,
	`issued_at` text NOT NULL,
	`expires_at` text,
	`revoked_at` text,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `attestations_org_idx` ON `attestations` (`org_id`,`issued_at`);--> statement-breakpoint
CREATE TABLE `batch_items` (
	`job_id` text NOT NULL,
	`org_id` integer NOT NULL,
	`idx` integer NOT NULL,
	`type` text NOT NULL,
	`query` text NOT NULL,
	`params` text,
	`status` text NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`result` text,
	`error` text,
	FOREIGN KEY (`job_id`) REFERENCES `batch_jobs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_items_job_idx_unique` ON `batch_items` (`job_id`,`idx`);--> statement-breakpoint
CREATE TABLE `batch_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` integer NOT NULL,
	`status` text NOT NULL,
	`total` integer NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`verified` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`idempotency_key` text,
	`request_hash` text NOT NULL,
	`api_key_id` text,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_jobs_idempotency_unique` ON `batch_jobs` (`org_id`,`idempotency_key`);