-- GET /v1/logs lists an organization's verifications most recent first by their timestamp (rows are written in
-- coalesced batches, so id order is not time order) and pages with a (created_at, id) cursor.
CREATE INDEX `verification_logs_org_time_idx` ON `verification_logs` (`org_id`,`created_at`,`id`);
