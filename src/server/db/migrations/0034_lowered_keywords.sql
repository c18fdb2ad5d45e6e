DROP INDEX "agent_name_trgm_index";--> statement-breakpoint
DROP INDEX "agent_mobile_trgm_index";--> statement-breakpoint
DROP INDEX "department_name_trgm_index";--> statement-breakpoint
DROP INDEX "end_user_name_trgm_index";--> statement-breakpoint
DROP INDEX "end_user_cellphone_trgm_index";--> statement-breakpoint
DROP INDEX "role_title_trgm_index";--> statement-breakpoint
DROP INDEX "setting_name_trgm_index";--> statement-breakpoint
DROP INDEX "setting_text_trgm_index";--> statement-breakpoint
DROP INDEX "setting_value_trgm_index";--> statement-breakpoint
DROP INDEX "shop_shop_name_trgm_index";--> statement-breakpoint
DROP INDEX "shop_admin_name_trgm_index";--> statement-breakpoint
DROP INDEX "subject_name_trgm_index";--> statement-breakpoint
DROP INDEX "subject_subject_code_trgm_index";--> statement-breakpoint
DROP INDEX "error_log_path_trgm_index";--> statement-breakpoint
DROP INDEX "error_log_message_trgm_index";--> statement-breakpoint
DROP INDEX "login_lockout_account_trgm_index";--> statement-breakpoint
DROP INDEX "login_lockout_ip_trgm_index";--> statement-breakpoint
DROP INDEX "notice_title_trgm_index";--> statement-breakpoint
DROP INDEX "ad_title_trgm_index";--> statement-breakpoint
DROP INDEX "ad_tags_trgm_index";--> statement-breakpoint
DROP INDEX "help_title_trgm_index";--> statement-breakpoint
DROP INDEX "help_tags_trgm_index";--> statement-breakpoint
DROP INDEX "help_remark_trgm_index";--> statement-breakpoint
DROP INDEX "attr_name_trgm_index";--> statement-breakpoint
DROP INDEX "catalog_name_trgm_index";--> statement-breakpoint
DROP INDEX "catalog_title_trgm_index";--> statement-breakpoint
DROP INDEX "sku_name_trgm_index";--> statement-breakpoint
DROP INDEX "api_route_api_name_trgm_index";--> statement-breakpoint
DROP INDEX "api_route_name_trgm_index";--> statement-breakpoint
DROP INDEX "api_route_router_trgm_index";--> statement-breakpoint
DROP INDEX "client_client_name_trgm_index";--> statement-breakpoint
DROP INDEX "client_client_company_trgm_index";--> statement-breakpoint
DROP INDEX "client_contacts_name_trgm_index";--> statement-breakpoint
DROP INDEX "client_client_phone_trgm_index";--> statement-breakpoint
DROP INDEX "client_contact_name_trgm_index";--> statement-breakpoint
DROP INDEX "client_contact_client_phone_trgm_index";--> statement-breakpoint
DROP INDEX "client_follow_content_trgm_index";--> statement-breakpoint
DROP INDEX "client_follow_contact_name_trgm_index";--> statement-breakpoint
DROP INDEX "delivery_title_trgm_index";--> statement-breakpoint
DROP INDEX "delivery_out_order_id_trgm_index";--> statement-breakpoint
DROP INDEX "delivery_name_trgm_index";--> statement-breakpoint
DROP INDEX "delivery_phone_trgm_index";--> statement-breakpoint
DROP INDEX "delivery_express_no_trgm_index";--> statement-breakpoint
DROP INDEX "entry_title_trgm_index";--> statement-breakpoint
DROP INDEX "entry_out_order_id_trgm_index";--> statement-breakpoint
DROP INDEX "entry_express_no_trgm_index";--> statement-breakpoint
DROP INDEX "inventory_title_trgm_index";--> statement-breakpoint
DROP INDEX "ownership_title_trgm_index";--> statement-breakpoint
DROP INDEX "ownership_out_order_id_trgm_index";--> statement-breakpoint
DROP INDEX "place_title_trgm_index";--> statement-breakpoint
DROP INDEX "product_name_trgm_index";--> statement-breakpoint
DROP INDEX "product_en_name_trgm_index";--> statement-breakpoint
DROP INDEX "product_bar_code_trgm_index";--> statement-breakpoint
DROP INDEX "warehouse_title_trgm_index";--> statement-breakpoint
DROP INDEX "warehouse_code_trgm_index";--> statement-breakpoint
DROP INDEX "warehouse_city_trgm_index";--> statement-breakpoint
DROP INDEX "warehouse_cost_title_trgm_index";--> statement-breakpoint
DROP INDEX "warehouse_equipment_title_trgm_index";--> statement-breakpoint
DROP INDEX "warehouse_equipment_code_trgm_index";--> statement-breakpoint
DROP INDEX "zone_title_trgm_index";--> statement-breakpoint
DROP INDEX "zone_code_trgm_index";--> statement-breakpoint
DROP INDEX "customs_receipt_text_trgm_index";--> statement-breakpoint
DROP INDEX "declare_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_order_code_trgm_index";--> statement-breakpoint
DROP INDEX "declare_owner_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_logistics_no_trgm_index";--> statement-breakpoint
DROP INDEX "order_order_no_trgm_index";--> statement-breakpoint
DROP INDEX "order_title_trgm_index";--> statement-breakpoint
DROP INDEX "order_name_trgm_index";--> statement-breakpoint
DROP INDEX "order_phone_trgm_index";--> statement-breakpoint
DROP INDEX "order_express_no_trgm_index";--> statement-breakpoint
DROP INDEX "refund_reason_trgm_index";--> statement-breakpoint
DROP INDEX "refund_remark_trgm_index";--> statement-breakpoint
DROP INDEX "settlement_bank_name_trgm_index";--> statement-breakpoint
DROP INDEX "settlement_remark_trgm_index";--> statement-breakpoint
DROP INDEX "declare_arrival_port_trgm_index";--> statement-breakpoint
DROP INDEX "declare_arrival_logistics_no_trgm_index";--> statement-breakpoint
DROP INDEX "declare_departure_voyage_trgm_index";--> statement-breakpoint
DROP INDEX "declare_departure_port_trgm_index";--> statement-breakpoint
DROP INDEX "declare_income_out_id_trgm_index";--> statement-breakpoint
DROP INDEX "declare_income_client_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_income_bank_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_income_pay_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_logistics_logistics_no_trgm_index";--> statement-breakpoint
DROP INDEX "declare_logistics_order_code_trgm_index";--> statement-breakpoint
DROP INDEX "declare_logistics_client_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_order_order_code_trgm_index";--> statement-breakpoint
DROP INDEX "declare_order_client_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_order_platform_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_payment_order_code_trgm_index";--> statement-breakpoint
DROP INDEX "declare_payment_pay_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_payment_out_id_trgm_index";--> statement-breakpoint
DROP INDEX "declare_payment_client_name_trgm_index";--> statement-breakpoint
DROP INDEX "declare_waybill_logistics_no_trgm_index";--> statement-breakpoint
DROP INDEX "declare_waybill_voyage_trgm_index";--> statement-breakpoint
DROP INDEX "export_product_title_trgm_index";--> statement-breakpoint
DROP INDEX "export_product_en_title_trgm_index";--> statement-breakpoint
DROP INDEX "export_product_hs_code_trgm_index";--> statement-breakpoint
DROP INDEX "export_product_bar_code_trgm_index";--> statement-breakpoint
DROP INDEX "station_contract_contract_no_trgm_index";--> statement-breakpoint
DROP INDEX "workstation_code_trgm_index";--> statement-breakpoint
DROP INDEX "workstation_title_trgm_index";--> statement-breakpoint
DROP INDEX "purchase_contract_contract_no_trgm_index";--> statement-breakpoint
DROP INDEX "sales_order_order_no_trgm_index";--> statement-breakpoint
DROP INDEX "sales_order_name_trgm_index";--> statement-breakpoint
DROP INDEX "supplier_product_supplier_code_trgm_index";--> statement-breakpoint
DROP INDEX "brand_name_trgm_index";--> statement-breakpoint
DROP INDEX "brand_en_name_trgm_index";--> statement-breakpoint
DROP INDEX "listing_title_trgm_index";--> statement-breakpoint
DROP INDEX "mini_app_name_trgm_index";--> statement-breakpoint
DROP INDEX "mini_app_app_code_trgm_index";--> statement-breakpoint
DROP INDEX "site_nav_name_trgm_index";--> statement-breakpoint
DROP INDEX "site_page_title_trgm_index";--> statement-breakpoint
DROP INDEX "offering_title_trgm_index";--> statement-breakpoint
DROP INDEX "offering_tag_trgm_index";--> statement-breakpoint
DROP INDEX "offering_order_order_no_trgm_index";--> statement-breakpoint
DROP INDEX "offering_order_title_trgm_index";--> statement-breakpoint
DROP INDEX "offering_order_name_trgm_index";--> statement-breakpoint
DROP INDEX "offering_order_phone_trgm_index";--> statement-breakpoint
DROP INDEX "provider_name_trgm_index";--> statement-breakpoint
DROP INDEX "provider_contact_trgm_index";--> statement-breakpoint
DROP INDEX "provider_tag_trgm_index";--> statement-breakpoint
DROP INDEX "coupon_code_trgm_index";--> statement-breakpoint
DROP INDEX "coupon_order_no_trgm_index";--> statement-breakpoint
DROP INDEX "discount_title_trgm_index";--> statement-breakpoint
DROP INDEX "invoice_invoice_no_trgm_index";--> statement-breakpoint
DROP INDEX "invoice_buyer_name_trgm_index";--> statement-breakpoint
DROP INDEX "receipt_reference_trgm_index";--> statement-breakpoint
DROP INDEX "receivable_source_no_trgm_index";--> statement-breakpoint
DROP INDEX "receivable_customer_trgm_index";--> statement-breakpoint
DROP INDEX "article_title_trgm_index";--> statement-breakpoint
DROP INDEX "article_summary_trgm_index";--> statement-breakpoint
DROP INDEX "article_tags_trgm_index";--> statement-breakpoint
DROP INDEX "project_param_name_trgm_index";--> statement-breakpoint
DROP INDEX "project_param_text_trgm_index";--> statement-breakpoint
DROP INDEX "project_param_value_trgm_index";--> statement-breakpoint
DROP INDEX "gather_name_trgm_index";--> statement-breakpoint
DROP INDEX "gather_addr_trgm_index";--> statement-breakpoint
DROP INDEX "gather_phone_trgm_index";--> statement-breakpoint
DROP INDEX "gather_city_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_title_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_channel_carrier_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_channel_title_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_cost_zone_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_product_title_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_product_code_trgm_index";--> statement-breakpoint
DROP INDEX "transfer_scheme_title_trgm_index";--> statement-breakpoint
DROP INDEX "paper_title_trgm_index";--> statement-breakpoint
DROP INDEX "paper_question_title_trgm_index";--> statement-breakpoint
DROP INDEX "paper_question_category_trgm_index";--> statement-breakpoint
DROP INDEX "chat_visit_visitor_id_trgm_index";--> statement-breakpoint
DROP INDEX "chat_visit_visitor_name_trgm_index";--> statement-breakpoint
DROP INDEX "chat_visit_title_trgm_index";--> statement-breakpoint
DROP INDEX "chat_visit_path_trgm_index";--> statement-breakpoint
CREATE INDEX "agent_name_trgm_index" ON "agent" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_mobile_trgm_index" ON "agent" USING gin (lower("mobile") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "department_name_trgm_index" ON "department" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_user_name_trgm_index" ON "end_user" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_user_cellphone_trgm_index" ON "end_user" USING gin (lower("cellphone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_title_trgm_index" ON "role" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_name_trgm_index" ON "setting" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_text_trgm_index" ON "setting" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_value_trgm_index" ON "setting" USING gin (lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_shop_name_trgm_index" ON "shop" USING gin (lower("shop_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_admin_name_trgm_index" ON "shop" USING gin (lower("admin_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subject_name_trgm_index" ON "subject" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subject_subject_code_trgm_index" ON "subject" USING gin (lower("subject_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_log_path_trgm_index" ON "error_log" USING gin (lower("path") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_log_message_trgm_index" ON "error_log" USING gin (lower("message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_account_trgm_index" ON "login_lockout" USING gin (lower("account") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_ip_trgm_index" ON "login_lockout" USING gin (lower("ip") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_title_trgm_index" ON "notice" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_title_trgm_index" ON "ad" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_tags_trgm_index" ON "ad" USING gin (lower("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_title_trgm_index" ON "help" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_tags_trgm_index" ON "help" USING gin (lower("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_remark_trgm_index" ON "help" USING gin (lower("remark") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attr_name_trgm_index" ON "attr" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_name_trgm_index" ON "catalog" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_title_trgm_index" ON "catalog" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_name_trgm_index" ON "sku" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_api_name_trgm_index" ON "api_route" USING gin (lower("api_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_name_trgm_index" ON "api_route" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_router_trgm_index" ON "api_route" USING gin (lower("router") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_name_trgm_index" ON "client" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_company_trgm_index" ON "client" USING gin (lower("client_company") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contacts_name_trgm_index" ON "client" USING gin (lower("contacts_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_phone_trgm_index" ON "client" USING gin (lower("client_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_name_trgm_index" ON "client_contact" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_trgm_index" ON "client_contact" USING gin (lower("client_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_follow_content_trgm_index" ON "client_follow" USING gin (lower("content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_follow_contact_name_trgm_index" ON "client_follow" USING gin (lower("contact_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_title_trgm_index" ON "delivery" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_out_order_id_trgm_index" ON "delivery" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_name_trgm_index" ON "delivery" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_phone_trgm_index" ON "delivery" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_express_no_trgm_index" ON "delivery" USING gin (lower("express_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_title_trgm_index" ON "entry" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_out_order_id_trgm_index" ON "entry" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_express_no_trgm_index" ON "entry" USING gin (lower("express_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_title_trgm_index" ON "inventory" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_title_trgm_index" ON "ownership" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_out_order_id_trgm_index" ON "ownership" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_title_trgm_index" ON "place" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_name_trgm_index" ON "product" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_en_name_trgm_index" ON "product" USING gin (lower("en_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_bar_code_trgm_index" ON "product" USING gin (lower("bar_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_title_trgm_index" ON "warehouse" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_code_trgm_index" ON "warehouse" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_city_trgm_index" ON "warehouse" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_cost_title_trgm_index" ON "warehouse_cost" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_title_trgm_index" ON "warehouse_equipment" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_code_trgm_index" ON "warehouse_equipment" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zone_title_trgm_index" ON "zone" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zone_code_trgm_index" ON "zone" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_receipt_text_trgm_index" ON "customs_receipt" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_name_trgm_index" ON "declare" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_code_trgm_index" ON "declare" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_owner_name_trgm_index" ON "declare" USING gin (lower("owner_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_no_trgm_index" ON "declare" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_order_no_trgm_index" ON "order" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_title_trgm_index" ON "order" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_name_trgm_index" ON "order" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_phone_trgm_index" ON "order" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_express_no_trgm_index" ON "order" USING gin (lower("express_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refund_reason_trgm_index" ON "refund" USING gin (lower("reason") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refund_remark_trgm_index" ON "refund" USING gin (lower("remark") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_bank_name_trgm_index" ON "settlement" USING gin (lower("bank_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_remark_trgm_index" ON "settlement" USING gin (lower("remark") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_port_trgm_index" ON "declare_arrival" USING gin (lower("port") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_logistics_no_trgm_index" ON "declare_arrival" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_voyage_trgm_index" ON "declare_departure" USING gin (lower("voyage") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_port_trgm_index" ON "declare_departure" USING gin (lower("port") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_out_id_trgm_index" ON "declare_income" USING gin (lower("out_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_client_name_trgm_index" ON "declare_income" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_bank_name_trgm_index" ON "declare_income" USING gin (lower("bank_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_pay_name_trgm_index" ON "declare_income" USING gin (lower("pay_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_logistics_no_trgm_index" ON "declare_logistics" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_trgm_index" ON "declare_logistics" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_client_name_trgm_index" ON "declare_logistics" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_order_code_trgm_index" ON "declare_order" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_client_name_trgm_index" ON "declare_order" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_platform_name_trgm_index" ON "declare_order" USING gin (lower("platform_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_trgm_index" ON "declare_payment" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_pay_name_trgm_index" ON "declare_payment" USING gin (lower("pay_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_out_id_trgm_index" ON "declare_payment" USING gin (lower("out_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_client_name_trgm_index" ON "declare_payment" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_logistics_no_trgm_index" ON "declare_waybill" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_voyage_trgm_index" ON "declare_waybill" USING gin (lower("voyage") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_title_trgm_index" ON "export_product" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_en_title_trgm_index" ON "export_product" USING gin (lower("en_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_hs_code_trgm_index" ON "export_product" USING gin (lower("hs_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_bar_code_trgm_index" ON "export_product" USING gin (lower("bar_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "station_contract_contract_no_trgm_index" ON "station_contract" USING gin (lower("contract_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_code_trgm_index" ON "workstation" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_title_trgm_index" ON "workstation" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_contract_contract_no_trgm_index" ON "purchase_contract" USING gin (lower("contract_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_order_no_trgm_index" ON "sales_order" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_name_trgm_index" ON "sales_order" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_product_supplier_code_trgm_index" ON "supplier_product" USING gin (lower("supplier_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_name_trgm_index" ON "brand" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_en_name_trgm_index" ON "brand" USING gin (lower("en_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_title_trgm_index" ON "listing" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_app_name_trgm_index" ON "mini_app" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_app_app_code_trgm_index" ON "mini_app" USING gin (lower("app_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_nav_name_trgm_index" ON "site_nav" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_page_title_trgm_index" ON "site_page" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_title_trgm_index" ON "offering" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_tag_trgm_index" ON "offering" USING gin (lower("tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_order_no_trgm_index" ON "offering_order" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_title_trgm_index" ON "offering_order" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_name_trgm_index" ON "offering_order" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_phone_trgm_index" ON "offering_order" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_name_trgm_index" ON "provider" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_contact_trgm_index" ON "provider" USING gin (lower("contact") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_tag_trgm_index" ON "provider" USING gin (lower("tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_code_trgm_index" ON "coupon" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_order_no_trgm_index" ON "coupon" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discount_title_trgm_index" ON "discount" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_invoice_no_trgm_index" ON "invoice" USING gin (lower("invoice_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_buyer_name_trgm_index" ON "invoice" USING gin (lower("buyer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipt_reference_trgm_index" ON "receipt" USING gin (lower("reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivable_source_no_trgm_index" ON "receivable" USING gin (lower("source_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivable_customer_trgm_index" ON "receivable" USING gin (lower("customer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_title_trgm_index" ON "article" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_summary_trgm_index" ON "article" USING gin (lower("summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_tags_trgm_index" ON "article" USING gin (lower("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_name_trgm_index" ON "project_param" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_text_trgm_index" ON "project_param" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_value_trgm_index" ON "project_param" USING gin (lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_name_trgm_index" ON "gather" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_addr_trgm_index" ON "gather" USING gin (lower("addr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_phone_trgm_index" ON "gather" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_city_trgm_index" ON "gather" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_title_trgm_index" ON "transfer" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_trgm_index" ON "transfer_channel" USING gin (lower("carrier") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_title_trgm_index" ON "transfer_channel" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_cost_zone_trgm_index" ON "transfer_cost" USING gin (lower("zone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_title_trgm_index" ON "transfer_product" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_code_trgm_index" ON "transfer_product" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_scheme_title_trgm_index" ON "transfer_scheme" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_title_trgm_index" ON "paper" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_question_title_trgm_index" ON "paper_question" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_question_category_trgm_index" ON "paper_question" USING gin (lower("category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_trgm_index" ON "chat_visit" USING gin (lower("visitor_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_name_trgm_index" ON "chat_visit" USING gin (lower("visitor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_title_trgm_index" ON "chat_visit" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_path_trgm_index" ON "chat_visit" USING gin (lower("path") gin_trgm_ops);