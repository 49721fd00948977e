CREATE TABLE `gateway_policies` (
	`org_id` integer NOT NULL,
	`version` integer NOT NULL,
	`engines` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_policies_version_unique` ON `gateway_policies` (`org_id`,`version`);--> statement-breakpoint
CREATE TABLE `gateway_upstreams` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` integer NOT NULL,
	`name` text NOT NULL,
	`base_url` text NOT NULL,
	`models` text NOT NULL,
	`api_key_sealed` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `gateway_upstreams_org_idx` ON `gateway_upstreams` (`org_id`,`deleted_at`);