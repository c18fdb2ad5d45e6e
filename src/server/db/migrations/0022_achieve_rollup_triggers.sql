-- The achievement rollups (schema/achieve.ts), kept by the database in the transaction of every
-- write that changes a credit: an order or offering order paid or cancelled, a sales order
-- confirmed, a customer's cooperating agent, that agent's department, the sharing rule or the
-- company's time zone. The rules are those of finance/achieve.ts `credits`; the property test
-- (tests/server/achieve-rollups.test.ts) holds the two equal.

-- The cooperating agent's share in hundredths of a percent (Setting Achieve.CoAgentShare, else 50 %).
CREATE FUNCTION achieve_share() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT round(value::numeric)::integer FROM setting
      WHERE name = 'Achieve.CoAgentShare' AND status = 1 AND trim(value) ~ '^-?[0-9]+(\.[0-9]+)?$' LIMIT 1),
    5000)
$$;
--> statement-breakpoint
-- A moment's day in the company's time zone (Setting Company.TimeZone, else Asia/Shanghai, as the app reads it).
CREATE FUNCTION achieve_day_of(t bigint) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text := (SELECT trim(value) FROM setting WHERE name = 'Company.TimeZone' AND status = 1 LIMIT 1);
BEGIN
  IF zone IS NULL OR zone = '' THEN zone := 'Asia/Shanghai'; END IF;
  BEGIN
    RETURN (to_timestamp(t) AT TIME ZONE zone)::date;
  EXCEPTION WHEN OTHERS THEN
    RETURN (to_timestamp(t) AT TIME ZONE 'Asia/Shanghai')::date;
  END;
END
$$;
--> statement-breakpoint
CREATE FUNCTION achieve_put(p_doc text, p_id integer, p_shared smallint, p_agent integer, p_dept integer,
  p_owner integer, p_owner_dept integer, p_t bigint, p_amount bigint, p_total bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := achieve_day_of(p_t);
BEGIN
  INSERT INTO achieve_credit (doc, doc_id, shared, agent_id, department_id, owner_id, owner_department_id, t, day, amount, total)
    VALUES (p_doc, p_id, p_shared, p_agent, p_dept, p_owner, p_owner_dept, p_t, d, p_amount, p_total);
  INSERT INTO achieve_day AS r (day, agent_id, department_id, owner_id, owner_department_id, shared, amount, docs)
    VALUES (d, p_agent, p_dept, p_owner, p_owner_dept, p_shared, p_amount, 1)
    ON CONFLICT (day, agent_id, department_id, owner_id, owner_department_id, shared)
    DO UPDATE SET amount = r.amount + excluded.amount, docs = r.docs + 1;
END
$$;
--> statement-breakpoint
-- Takes a document's credits out of both tables.
CREATE FUNCTION achieve_drop(p_doc text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  FOR c IN DELETE FROM achieve_credit WHERE doc = p_doc AND doc_id = p_id RETURNING * LOOP
    UPDATE achieve_day SET amount = amount - c.amount, docs = docs - 1
      WHERE day = c.day AND agent_id = c.agent_id AND department_id = c.department_id
        AND owner_id = c.owner_id AND owner_department_id = c.owner_department_id AND shared = c.shared;
    DELETE FROM achieve_day
      WHERE day = c.day AND agent_id = c.agent_id AND department_id = c.department_id
        AND owner_id = c.owner_id AND owner_department_id = c.owner_department_id AND shared = c.shared AND docs = 0;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A document's credits as it is now: an order or offering order once paid and not cancelled; a
-- sales order once confirmed, shared with the customer's cooperating agent (rounded down; the owner
-- keeps the rest).
CREATE FUNCTION achieve_refresh(p_doc text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o record;
  share integer;
  cut bigint;
  co integer;
  co_dept integer;
BEGIN
  PERFORM achieve_drop(p_doc, p_id);
  IF p_doc = 'Order' THEN
    SELECT * INTO o FROM "order" WHERE id = p_id AND status <> -1 AND state IN ('RetryShip', 'ConfirmReceive', 'Completed');
    IF FOUND THEN
      PERFORM achieve_put('Order', o.id, 0::smallint, o.agent_id, o.department_id, o.agent_id, o.department_id, o.pay_time, o.deal_amount, o.deal_amount);
    END IF;
  ELSIF p_doc = 'OfferingOrder' THEN
    SELECT * INTO o FROM offering_order WHERE id = p_id AND status <> -1 AND state IN ('RetryShip', 'ConfirmReceive', 'Completed');
    IF FOUND THEN
      PERFORM achieve_put('OfferingOrder', o.id, 0::smallint, o.agent_id, o.department_id, o.agent_id, o.department_id, o.pay_time, o.deal_amount, o.deal_amount);
    END IF;
  ELSIF p_doc = 'SalesOrder' THEN
    SELECT * INTO o FROM sales_order WHERE id = p_id AND status <> -1 AND state IN ('Confirmed', 'Completed');
    IF FOUND THEN
      SELECT c.co_agent_id INTO co FROM client c WHERE c.id = o.client_id;
      IF co IS NOT NULL AND co > 0 AND co <> o.agent_id THEN
        share := achieve_share();
        cut := (o.amount::bigint * share / 10000)::integer;
        PERFORM achieve_put('SalesOrder', o.id, 0::smallint, o.agent_id, o.department_id, o.agent_id, o.department_id, o.deal_time, o.amount - cut, o.amount);
        SELECT a.department_id INTO co_dept FROM agent a WHERE a.id = co;
        IF FOUND THEN
          PERFORM achieve_put('SalesOrder', o.id, 1::smallint, co, co_dept, o.agent_id, o.department_id, o.deal_time, cut, o.amount);
        END IF;
      ELSE
        PERFORM achieve_put('SalesOrder', o.id, 0::smallint, o.agent_id, o.department_id, o.agent_id, o.department_id, o.deal_time, o.amount, o.amount);
      END IF;
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
-- Both tables made again from the documents (the rebuild command; a change of the sharing rule or the time zone).
CREATE FUNCTION achieve_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  DELETE FROM achieve_credit;
  DELETE FROM achieve_day;
  FOR r IN
    SELECT 'Order' AS doc, id FROM "order" WHERE status <> -1 AND state IN ('RetryShip', 'ConfirmReceive', 'Completed')
    UNION ALL SELECT 'OfferingOrder', id FROM offering_order WHERE status <> -1 AND state IN ('RetryShip', 'ConfirmReceive', 'Completed')
    UNION ALL SELECT 'SalesOrder', id FROM sales_order WHERE status <> -1 AND state IN ('Confirmed', 'Completed')
  LOOP
    PERFORM achieve_refresh(r.doc, r.id);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION achieve_doc_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc text := CASE TG_TABLE_NAME WHEN 'order' THEN 'Order' WHEN 'offering_order' THEN 'OfferingOrder' ELSE 'SalesOrder' END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM achieve_drop(doc, OLD.id);
  ELSE
    IF TG_OP = 'UPDATE' AND OLD.id <> NEW.id THEN PERFORM achieve_drop(doc, OLD.id); END IF;
    PERFORM achieve_refresh(doc, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER achieve_order AFTER INSERT OR DELETE OR UPDATE OF id, status, state, agent_id, department_id, deal_amount, pay_time
  ON "order" FOR EACH ROW EXECUTE FUNCTION achieve_doc_changed();
--> statement-breakpoint
CREATE TRIGGER achieve_offering_order AFTER INSERT OR DELETE OR UPDATE OF id, status, state, agent_id, department_id, deal_amount, pay_time
  ON offering_order FOR EACH ROW EXECUTE FUNCTION achieve_doc_changed();
--> statement-breakpoint
CREATE TRIGGER achieve_sales_order AFTER INSERT OR DELETE OR UPDATE OF id, status, state, agent_id, department_id, amount, deal_time, client_id
  ON sales_order FOR EACH ROW EXECUTE FUNCTION achieve_doc_changed();
--> statement-breakpoint
-- A customer's cooperating agent changed (or the customer went): its confirmed sales orders again.
CREATE FUNCTION achieve_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM sales_order WHERE client_id = OLD.id AND status <> -1 AND state IN ('Confirmed', 'Completed') LOOP
    PERFORM achieve_refresh('SalesOrder', r.id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER achieve_client_update AFTER UPDATE OF co_agent_id ON client
  FOR EACH ROW WHEN (OLD.co_agent_id IS DISTINCT FROM NEW.co_agent_id) EXECUTE FUNCTION achieve_client_changed();
--> statement-breakpoint
CREATE TRIGGER achieve_client_delete AFTER DELETE ON client FOR EACH ROW EXECUTE FUNCTION achieve_client_changed();
--> statement-breakpoint
-- A cooperating agent moved to another department (or went): the shares credited to them again.
CREATE FUNCTION achieve_agent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT doc_id FROM achieve_credit WHERE agent_id = OLD.id AND shared = 1 LOOP
    PERFORM achieve_refresh('SalesOrder', r.doc_id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER achieve_agent_update AFTER UPDATE OF department_id ON agent
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id) EXECUTE FUNCTION achieve_agent_changed();
--> statement-breakpoint
CREATE TRIGGER achieve_agent_delete AFTER DELETE ON agent FOR EACH ROW EXECUTE FUNCTION achieve_agent_changed();
--> statement-breakpoint
-- The sharing rule or the company's time zone changed: everything again.
CREATE FUNCTION achieve_setting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM achieve_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER achieve_setting_insert AFTER INSERT ON setting
  FOR EACH ROW WHEN (NEW.name IN ('Achieve.CoAgentShare', 'Company.TimeZone')) EXECUTE FUNCTION achieve_setting_changed();
--> statement-breakpoint
CREATE TRIGGER achieve_setting_update AFTER UPDATE ON setting
  FOR EACH ROW WHEN ((NEW.name IN ('Achieve.CoAgentShare', 'Company.TimeZone') OR OLD.name IN ('Achieve.CoAgentShare', 'Company.TimeZone'))
    AND (NEW.value, NEW.status, NEW.name) IS DISTINCT FROM (OLD.value, OLD.status, OLD.name)) EXECUTE FUNCTION achieve_setting_changed();
--> statement-breakpoint
CREATE TRIGGER achieve_setting_delete AFTER DELETE ON setting
  FOR EACH ROW WHEN (OLD.name IN ('Achieve.CoAgentShare', 'Company.TimeZone')) EXECUTE FUNCTION achieve_setting_changed();
--> statement-breakpoint
SELECT achieve_rebuild();
