-- Trigram indexes (pg_trgm) answer the lists' keyword searches; trusted since PostgreSQL 13, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "agent_status_score_id_index";--> statement-breakpoint
DROP INDEX "department_status_score_id_index";--> statement-breakpoint
DROP INDEX "end_user_status_score_id_index";--> statement-breakpoint
DROP INDEX "role_status_score_id_index";--> statement-breakpoint
DROP INDEX "setting_status_score_id_index";--> statement-breakpoint
DROP INDEX "shop_status_score_id_index";--> statement-breakpoint
DROP INDEX "subject_status_score_id_index";--> statement-breakpoint
DROP INDEX "notice_status_score_id_index";--> statement-breakpoint
DROP INDEX "ad_status_score_id_index";--> statement-breakpoint
DROP INDEX "help_status_score_id_index";--> statement-breakpoint
DROP INDEX "attr_status_score_id_index";--> statement-breakpoint
DROP INDEX "catalog_multi_status_score_id_index";--> statement-breakpoint
DROP INDEX "sku_status_score_id_index";--> statement-breakpoint
DROP INDEX "api_route_status_score_id_index";--> statement-breakpoint
DROP INDEX "client_status_score_id_index";--> statement-breakpoint
DROP INDEX "delivery_status_score_id_index";--> statement-breakpoint
DROP INDEX "delivery_warehouse_id_state_index";--> statement-breakpoint
DROP INDEX "delivery_agent_id_index";--> statement-breakpoint
DROP INDEX "delivery_department_id_index";--> statement-breakpoint
DROP INDEX "entry_status_score_id_index";--> statement-breakpoint
DROP INDEX "entry_warehouse_id_state_index";--> statement-breakpoint
DROP INDEX "entry_agent_id_index";--> statement-breakpoint
DROP INDEX "entry_department_id_index";--> statement-breakpoint
DROP INDEX "inventory_status_score_id_index";--> statement-breakpoint
DROP INDEX "inventory_warehouse_id_state_index";--> statement-breakpoint
DROP INDEX "inventory_agent_id_index";--> statement-breakpoint
DROP INDEX "inventory_department_id_index";--> statement-breakpoint
DROP INDEX "ownership_status_score_id_index";--> statement-breakpoint
DROP INDEX "ownership_warehouse_id_state_index";--> statement-breakpoint
DROP INDEX "ownership_agent_id_index";--> statement-breakpoint
DROP INDEX "ownership_department_id_index";--> statement-breakpoint
DROP INDEX "place_status_score_id_index";--> statement-breakpoint
DROP INDEX "product_status_score_id_index";--> statement-breakpoint
DROP INDEX "warehouse_status_score_id_index";--> statement-breakpoint
DROP INDEX "zone_status_score_id_index";--> statement-breakpoint
DROP INDEX "declare_status_score_id_index";--> statement-breakpoint
DROP INDEX "declare_agent_id_index";--> statement-breakpoint
DROP INDEX "declare_department_id_index";--> statement-breakpoint
DROP INDEX "order_status_score_id_index";--> statement-breakpoint
DROP INDEX "order_agent_id_index";--> statement-breakpoint
DROP INDEX "order_department_id_index";--> statement-breakpoint
DROP INDEX "refund_status_score_id_index";--> statement-breakpoint
DROP INDEX "refund_agent_id_index";--> statement-breakpoint
DROP INDEX "refund_department_id_index";--> statement-breakpoint
DROP INDEX "settlement_status_score_id_index";--> statement-breakpoint
DROP INDEX "settlement_agent_id_index";--> statement-breakpoint
DROP INDEX "settlement_department_id_index";--> statement-breakpoint
CREATE INDEX "agent_name_trgm_index" ON "agent" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_mobile_trgm_index" ON "agent" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_score_id_index" ON "agent" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "department_name_trgm_index" ON "department" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "department_score_id_index" ON "department" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "end_user_name_trgm_index" ON "end_user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_user_cellphone_trgm_index" ON "end_user" USING gin ("cellphone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_user_score_id_index" ON "end_user" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "role_title_trgm_index" ON "role" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_score_id_index" ON "role" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "setting_name_trgm_index" ON "setting" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_text_trgm_index" ON "setting" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_value_trgm_index" ON "setting" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_score_id_index" ON "setting" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "shop_shop_name_trgm_index" ON "shop" USING gin ("shop_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_admin_name_trgm_index" ON "shop" USING gin ("admin_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_score_id_index" ON "shop" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "subject_name_trgm_index" ON "subject" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subject_subject_code_trgm_index" ON "subject" USING gin ("subject_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subject_score_id_index" ON "subject" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "error_log_path_trgm_index" ON "error_log" USING gin ("path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_log_message_trgm_index" ON "error_log" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_title_trgm_index" ON "notice" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_score_id_index" ON "notice" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "ad_title_trgm_index" ON "ad" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_tags_trgm_index" ON "ad" USING gin ("tags" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_score_id_index" ON "ad" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "help_title_trgm_index" ON "help" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_tags_trgm_index" ON "help" USING gin ("tags" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_remark_trgm_index" ON "help" USING gin ("remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_score_id_index" ON "help" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "attr_name_trgm_index" ON "attr" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attr_score_id_index" ON "attr" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "catalog_name_trgm_index" ON "catalog" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_title_trgm_index" ON "catalog" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_multi_score_id_index" ON "catalog" USING btree ("multi","score","id");--> statement-breakpoint
CREATE INDEX "sku_name_trgm_index" ON "sku" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_score_id_index" ON "sku" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "api_route_api_name_trgm_index" ON "api_route" USING gin ("api_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_name_trgm_index" ON "api_route" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_router_trgm_index" ON "api_route" USING gin ("router" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_score_id_index" ON "api_route" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_client_name_trgm_index" ON "client" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_company_trgm_index" ON "client" USING gin ("client_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contacts_name_trgm_index" ON "client" USING gin ("contacts_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_phone_trgm_index" ON "client" USING gin ("client_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_score_id_index" ON "client" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "delivery_score_id_index" ON "delivery" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "delivery_agent_id_state_update_time_index" ON "delivery" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "delivery_department_id_state_update_time_index" ON "delivery" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "delivery_warehouse_id_state_update_time_index" ON "delivery" USING btree ("warehouse_id","state","update_time");--> statement-breakpoint
CREATE INDEX "delivery_title_trgm_index" ON "delivery" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_out_order_id_trgm_index" ON "delivery" USING gin ("out_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_name_trgm_index" ON "delivery" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_phone_trgm_index" ON "delivery" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_express_no_trgm_index" ON "delivery" USING gin ("express_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_score_id_index" ON "entry" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "entry_agent_id_state_update_time_index" ON "entry" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "entry_department_id_state_update_time_index" ON "entry" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "entry_warehouse_id_state_update_time_index" ON "entry" USING btree ("warehouse_id","state","update_time");--> statement-breakpoint
CREATE INDEX "entry_title_trgm_index" ON "entry" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_out_order_id_trgm_index" ON "entry" USING gin ("out_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_express_no_trgm_index" ON "entry" USING gin ("express_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_score_id_index" ON "inventory" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "inventory_agent_id_state_update_time_index" ON "inventory" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "inventory_department_id_state_update_time_index" ON "inventory" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "inventory_warehouse_id_state_update_time_index" ON "inventory" USING btree ("warehouse_id","state","update_time");--> statement-breakpoint
CREATE INDEX "inventory_title_trgm_index" ON "inventory" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_score_id_index" ON "ownership" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "ownership_agent_id_state_update_time_index" ON "ownership" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "ownership_department_id_state_update_time_index" ON "ownership" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "ownership_warehouse_id_state_update_time_index" ON "ownership" USING btree ("warehouse_id","state","update_time");--> statement-breakpoint
CREATE INDEX "ownership_title_trgm_index" ON "ownership" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_out_order_id_trgm_index" ON "ownership" USING gin ("out_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_title_trgm_index" ON "place" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_score_id_index" ON "place" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "product_name_trgm_index" ON "product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_en_name_trgm_index" ON "product" USING gin ("en_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_bar_code_trgm_index" ON "product" USING gin ("bar_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_score_id_index" ON "product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "warehouse_title_trgm_index" ON "warehouse" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_code_trgm_index" ON "warehouse" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_city_trgm_index" ON "warehouse" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_score_id_index" ON "warehouse" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "zone_title_trgm_index" ON "zone" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zone_code_trgm_index" ON "zone" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zone_score_id_index" ON "zone" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_name_trgm_index" ON "declare" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_code_trgm_index" ON "declare" USING gin ("order_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_owner_name_trgm_index" ON "declare" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_no_trgm_index" ON "declare" USING gin ("logistics_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_score_id_index" ON "declare" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_agent_id_state_update_time_index" ON "declare" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "declare_department_id_state_update_time_index" ON "declare" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "order_order_no_trgm_index" ON "order" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_title_trgm_index" ON "order" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_name_trgm_index" ON "order" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_phone_trgm_index" ON "order" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_express_no_trgm_index" ON "order" USING gin ("express_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_score_id_index" ON "order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "order_agent_id_state_update_time_index" ON "order" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "order_department_id_state_update_time_index" ON "order" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "refund_reason_trgm_index" ON "refund" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refund_remark_trgm_index" ON "refund" USING gin ("remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refund_score_id_index" ON "refund" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "refund_agent_id_state_update_time_index" ON "refund" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "refund_department_id_state_update_time_index" ON "refund" USING btree ("department_id","state","update_time");--> statement-breakpoint
CREATE INDEX "settlement_bank_name_trgm_index" ON "settlement" USING gin ("bank_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_remark_trgm_index" ON "settlement" USING gin ("remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_score_id_index" ON "settlement" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "settlement_agent_id_state_update_time_index" ON "settlement" USING btree ("agent_id","state","update_time");--> statement-breakpoint
CREATE INDEX "settlement_department_id_state_update_time_index" ON "settlement" USING btree ("department_id","state","update_time");