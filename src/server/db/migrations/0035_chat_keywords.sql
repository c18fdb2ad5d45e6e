CREATE INDEX "chat_conversation_unread_first_index" ON "chat_conversation" USING btree (("unread" > 0),"last_time","id");--> statement-breakpoint
CREATE INDEX "chat_conversation_user_id_index" ON "chat_conversation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_visitor_name_trgm_index" ON "chat_conversation" USING gin (lower("visitor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_visitor_name_prefix_index" ON "chat_conversation" USING btree (lower("visitor_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_contact_trgm_index" ON "chat_conversation" USING gin (lower("contact") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_contact_prefix_index" ON "chat_conversation" USING btree (lower("contact") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_last_content_trgm_index" ON "chat_conversation" USING gin (lower("last_content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_last_content_prefix_index" ON "chat_conversation" USING btree (lower("last_content") text_pattern_ops);