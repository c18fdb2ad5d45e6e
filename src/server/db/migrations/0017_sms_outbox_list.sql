CREATE INDEX "sms_outbox_type_create_time_index" ON "sms_outbox" USING btree ("type","create_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_trgm_index" ON "sms_outbox" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_prefix_index" ON "sms_outbox" USING btree (lower("phone") text_pattern_ops);