CREATE INDEX "agent_name_prefix_index" ON "agent" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "agent_mobile_prefix_index" ON "agent" USING btree (lower("mobile") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "department_name_prefix_index" ON "department" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "end_user_name_prefix_index" ON "end_user" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "end_user_cellphone_prefix_index" ON "end_user" USING btree (lower("cellphone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "role_title_prefix_index" ON "role" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "setting_name_prefix_index" ON "setting" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "setting_text_prefix_index" ON "setting" USING btree (lower("text") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "setting_value_prefix_index" ON "setting" USING btree (lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shop_shop_name_prefix_index" ON "shop" USING btree (lower("shop_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shop_admin_name_prefix_index" ON "shop" USING btree (lower("admin_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subject_name_prefix_index" ON "subject" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subject_subject_code_prefix_index" ON "subject" USING btree (lower("subject_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "error_log_path_prefix_index" ON "error_log" USING btree (lower("path") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "error_log_message_prefix_index" ON "error_log" USING btree (lower("message") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_account_prefix_index" ON "login_lockout" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_ip_prefix_index" ON "login_lockout" USING btree (lower("ip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notice_title_prefix_index" ON "notice" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ad_title_prefix_index" ON "ad" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ad_tags_prefix_index" ON "ad" USING btree (lower("tags") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "help_title_prefix_index" ON "help" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "help_tags_prefix_index" ON "help" USING btree (lower("tags") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "help_remark_prefix_index" ON "help" USING btree (lower("remark") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "attr_name_prefix_index" ON "attr" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_name_prefix_index" ON "catalog" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_title_prefix_index" ON "catalog" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sku_name_prefix_index" ON "sku" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "api_route_api_name_prefix_index" ON "api_route" USING btree (lower("api_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "api_route_name_prefix_index" ON "api_route" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "api_route_router_prefix_index" ON "api_route" USING btree (lower("router") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_client_name_prefix_index" ON "client" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_client_company_prefix_index" ON "client" USING btree (lower("client_company") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_contacts_name_prefix_index" ON "client" USING btree (lower("contacts_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_client_phone_prefix_index" ON "client" USING btree (lower("client_phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_title_prefix_index" ON "delivery" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_out_order_id_prefix_index" ON "delivery" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_name_prefix_index" ON "delivery" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_phone_prefix_index" ON "delivery" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_express_no_prefix_index" ON "delivery" USING btree (lower("express_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entry_title_prefix_index" ON "entry" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entry_out_order_id_prefix_index" ON "entry" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entry_express_no_prefix_index" ON "entry" USING btree (lower("express_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_title_prefix_index" ON "inventory" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ownership_title_prefix_index" ON "ownership" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ownership_out_order_id_prefix_index" ON "ownership" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "place_title_prefix_index" ON "place" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_name_prefix_index" ON "product" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_en_name_prefix_index" ON "product" USING btree (lower("en_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_bar_code_prefix_index" ON "product" USING btree (lower("bar_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_title_prefix_index" ON "warehouse" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_code_prefix_index" ON "warehouse" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_city_prefix_index" ON "warehouse" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zone_title_prefix_index" ON "zone" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zone_code_prefix_index" ON "zone" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_name_prefix_index" ON "declare" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_code_prefix_index" ON "declare" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_owner_name_prefix_index" ON "declare" USING btree (lower("owner_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_no_prefix_index" ON "declare" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_order_no_prefix_index" ON "order" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_title_prefix_index" ON "order" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_name_prefix_index" ON "order" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_phone_prefix_index" ON "order" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_express_no_prefix_index" ON "order" USING btree (lower("express_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "refund_reason_prefix_index" ON "refund" USING btree (lower("reason") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "refund_remark_prefix_index" ON "refund" USING btree (lower("remark") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "settlement_bank_name_prefix_index" ON "settlement" USING btree (lower("bank_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "settlement_remark_prefix_index" ON "settlement" USING btree (lower("remark") text_pattern_ops);--> statement-breakpoint
-- The change feed (src/server/db/changes.ts): statements that could end a session or change what
-- one may do, the settings and the API switches announce themselves at commit, so every app server
-- on this database forgets what it remembered of them at once.
CREATE OR REPLACE FUNCTION cbc_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cbc_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_changes AFTER UPDATE OF revoke_time, expire_time OR DELETE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER agent_changes AFTER UPDATE OF status, state, pwd, role_id, permission, department_id, name, card_img OR DELETE ON "agent" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER role_changes AFTER UPDATE OF status, title, permission, data_scope OR DELETE ON "role" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER department_changes AFTER UPDATE OF name, path OR DELETE ON "department" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER setting_changes AFTER INSERT OR UPDATE OR DELETE ON "setting" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('settings');
--> statement-breakpoint
CREATE TRIGGER api_route_changes AFTER UPDATE OR DELETE ON "api_route" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('api');
